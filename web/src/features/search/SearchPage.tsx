import { Navigate, useParams } from 'react-router-dom';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import { DrugPricePage } from './DrugPricePage';
import { sitePathNamed } from './search-url';
import { SearchZipField } from './SearchZipField';
import './search.css';
import { useLocalize, useT } from '../../i18n/use-t';

/** rules#drug-page: /search (the full-page search bar) and /{drugName} (the drug's prices). */
export default function SearchPage() {
  const { drugName } = useParams();
  const name = drugName?.replace(/\+/g, ' ').trim();
  const sitePath = name ? sitePathNamed(name) : undefined;
  const t = useT();
  const localize = useLocalize();
  if (sitePath) return <Navigate to={localize(sitePath)} replace />;
  // A drug of its own: nothing of the previous drug's page (its last answer included) carries over.
  if (name) return <DrugPricePage key={name} drugName={name} />;
  return (
    <section className="page search-page">
      <h1>{t('search.heading')}</h1>
      <SearchZipField />
      <DrugSearchForm label={t('search.drugName')} autoFocus />
      <p className="search-page__prompt">{t('search.prompt')}</p>
    </section>
  );
}
