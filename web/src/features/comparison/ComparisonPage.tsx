import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import type { RequestError } from '../../api/base-query';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import { usePriceComparisonQuery } from './comparison-endpoints';
import { comparisonRows, drugPageHref, pricesForNote } from './comparison-rows';
import { ComparisonSearch } from './ComparisonSearch';
import { ComparisonStats } from './ComparisonStats';
import { ComparisonTable } from './ComparisonTable';
import { useDelayedHashScroll } from './use-hash-scroll';
import '../../components/ui-extras.css';
import './comparison.css';

/** rules#errors comparison messages. */
export function comparisonErrorHeading(error: unknown): string {
  const kind = (error as RequestError | undefined)?.kind;
  if (kind === 'http') return 'Server Returned an Error';
  if (kind === 'timeout' || kind === 'network') return 'No Response from Server';
  return 'Error Getting Drug Data';
}

function DrugComparison({ drugName }: { drugName: string }) {
  const { data, error, isFetching, isError } = usePriceComparisonQuery(drugName);
  useDelayedHashScroll(!isFetching);
  const rows = comparisonRows(data?.data.prices ?? []);
  const href = drugPageHref(drugName);
  return (
    <section id="goodrx-comparison" className="comparison-section" aria-labelledby="comparison-heading" aria-busy={isFetching}>
      <h2 id="comparison-heading">Today's prices for {drugName}</h2>
      {isFetching ? (
        <p role="status" className="comparison-loading">
          <span className="spinner" aria-hidden="true" /> Getting today's prices for {drugName}…
        </p>
      ) : isError ? (
        <div className="alert alert--error" role="alert">
          <div>
            <strong>{comparisonErrorHeading(error)}</strong>
            <p>We could not get the price comparison for {drugName}. Please try again in a moment.</p>
          </div>
        </div>
      ) : rows.length === 0 ? (
        <>
          <p className="comparison-empty">Sorry, but no up to date price comparison is available for {drugName} right now</p>
          <p className="comparison-note">
            We show a GoodRx price only when one has been recorded with the date and the page it was seen on, and none is recorded for{' '}
            {drugName}. We never estimate a competitor's price.
          </p>
        </>
      ) : (
        <ComparisonTable rows={rows} note={pricesForNote(rows, drugName)} />
      )}
      <div className="comparison-buttons">
        <Link className="button" to={href}>
          See More Pharmacies
        </Link>
        <Link className="button button--secondary" to={href}>
          Specify Label / Form / Dosage / Quantity
        </Link>
      </div>
    </section>
  );
}

function Marketing() {
  useDelayedHashScroll(true);
  return (
    <section id="goodrx-comparison" className="comparison-section" aria-labelledby="comparison-search-heading">
      <h2 id="comparison-search-heading">Check any drug</h2>
      <p>
        We ask 12 pharmacy benefit managers for their price at each pharmacy and show you the best one. Type a drug to see our price beside
        GoodRx's at the big chains, or search it to see every pharmacy near you.
      </p>
      <ComparisonSearch />
      <DrugSearchForm label="Search every pharmacy near you" />
    </section>
  );
}

/** rules#comparison-page the GoodRx comparison page. */
export default function ComparisonPage() {
  const [query] = useSearchParams();
  const drugName = query.get('drugName')?.trim().slice(0, 100) ?? '';
  return (
    <article className="page comparison-page">
      <header className="page-hero">
        <h1>
          {BRAND.product} vs GoodRx{drugName ? `: ${drugName}` : ''}
        </h1>
        <p>
          {BRAND.product} works with 12 PBM partners, shows no ads and does not sell your data. Compare our coupon prices with GoodRx's at
          the pharmacies you use.
        </p>
      </header>
      {drugName ? <DrugComparison drugName={drugName} /> : <Marketing />}
      <ComparisonStats />
    </article>
  );
}
