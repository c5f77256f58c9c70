import { useParams } from 'react-router-dom';
import { DrugSearchForm } from '../../components/DrugSearchForm';

/** Spec §2.6: the drug discount search page. The prices and selectors come with the consumer journey. */
export default function SearchPage() {
  const { drugName } = useParams();
  const name = drugName?.replace(/\+/g, ' ').trim();
  return (
    <section className="page search-page">
      <h1>{name ?? 'Drug discount search'}</h1>
      {name ? null : <DrugSearchForm label="Drug name" autoFocus />}
      <p className="search-page__prompt">
        Enter a Zip Code and click "Search" to get the lowest and most up to date prices in your area
        {name ? ` for ${name}` : ''}
      </p>
    </section>
  );
}
