import { Navigate, useParams } from 'react-router-dom';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import { DrugPricePage } from './DrugPricePage';
import { sitePathNamed } from './search-url';
import { SearchZipField } from './SearchZipField';
import './search.css';

/** rules#drug-page: /search (the full-page search bar) and /{drugName} (the drug's prices). */
export default function SearchPage() {
  const { drugName } = useParams();
  const name = drugName?.replace(/\+/g, ' ').trim();
  const sitePath = name ? sitePathNamed(name) : undefined;
  if (sitePath) return <Navigate to={sitePath} replace />;
  // A drug of its own: nothing of the previous drug's page (its last answer included) carries over.
  if (name) return <DrugPricePage key={name} drugName={name} />;
  return (
    <section className="page search-page">
      <h1>Drug discount search</h1>
      <SearchZipField />
      <DrugSearchForm label="Drug name" autoFocus />
      <p className="search-page__prompt">Enter a Zip Code and click "Search" to get the lowest and most up to date prices in your area</p>
    </section>
  );
}
