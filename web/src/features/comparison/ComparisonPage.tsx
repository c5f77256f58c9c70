import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import type { RequestError } from '../../api/base-query';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import type { MessageKey } from '../../i18n/i18n';
import { useSectionT } from '../../i18n/section-catalogs';
import { useLocalize } from '../../i18n/use-t';
import { usePriceComparisonQuery } from './comparison-endpoints';
import { comparisonRows, drugPageHref, pricesForLabel } from './comparison-rows';
import { ComparisonSearch } from './ComparisonSearch';
import { ComparisonStats } from './ComparisonStats';
import { ComparisonTable } from './ComparisonTable';
import { useDelayedHashScroll } from './use-hash-scroll';
import { useRowQuantity } from './use-row-quantity';
import '../../components/ui-extras.css';
import './comparison.css';

/** rules#errors comparison messages (their catalog keys). */
function comparisonErrorHeading(error: unknown): MessageKey {
  const kind = (error as RequestError | undefined)?.kind;
  if (kind === 'http') return 'compare.goodrx.errorHttp';
  if (kind === 'timeout' || kind === 'network') return 'compare.goodrx.errorNoResponse';
  return 'compare.goodrx.errorData';
}

function DrugComparison({ drugName }: { drugName: string }) {
  const t = useSectionT('compare');
  const quantity = useRowQuantity();
  const { data, error, isFetching, isError } = usePriceComparisonQuery(drugName);
  useDelayedHashScroll(!isFetching);
  const rows = comparisonRows(data?.data.prices ?? []);
  const href = useLocalize()(drugPageHref(drugName));
  const label = pricesForLabel(rows, drugName);
  return (
    <section id="goodrx-comparison" className="comparison-section" aria-labelledby="comparison-heading" aria-busy={isFetching}>
      <h2 id="comparison-heading">{t('compare.goodrx.todaysPrices', { drugName })}</h2>
      {isFetching ? (
        <p role="status" className="comparison-loading">
          <span className="spinner" aria-hidden="true" /> {t('compare.goodrx.loading', { drugName })}
        </p>
      ) : isError ? (
        <div className="alert alert--error" role="alert">
          <div>
            <strong>{t(comparisonErrorHeading(error))}</strong>
            <p>{t('compare.goodrx.failed', { drugName })}</p>
          </div>
        </div>
      ) : rows.length === 0 ? (
        <>
          <p className="comparison-empty">{t('compare.goodrx.empty', { drugName })}</p>
          <p className="comparison-note">{t('compare.goodrx.emptyNote', { drugName })}</p>
        </>
      ) : (
        <ComparisonTable rows={rows} quantity={quantity} note={label === undefined ? undefined : t('compare.goodrx.pricesFor', { label })} />
      )}
      <div className="comparison-buttons">
        <Link className="button" to={href}>
          {t('compare.goodrx.morePharmacies')}
        </Link>
        <Link className="button button--secondary" to={href}>
          {t('compare.goodrx.specify')}
        </Link>
      </div>
    </section>
  );
}

function Marketing() {
  const t = useSectionT('compare');
  useDelayedHashScroll(true);
  return (
    <section id="goodrx-comparison" className="comparison-section" aria-labelledby="comparison-search-heading">
      <h2 id="comparison-search-heading">{t('compare.goodrx.checkAny')}</h2>
      <p>{t('compare.goodrx.checkAnyText')}</p>
      <ComparisonSearch />
      <DrugSearchForm label={t('compare.goodrx.searchEvery')} />
    </section>
  );
}

/** rules#comparison-page the GoodRx comparison page. */
export default function ComparisonPage() {
  const t = useSectionT('compare');
  const [query] = useSearchParams();
  const product = BRAND.product;
  const drugName = query.get('drugName')?.trim().slice(0, 100) ?? '';
  return (
    <article className="page comparison-page">
      <header className="page-hero">
        <h1>{drugName ? t('compare.goodrx.headingFor', { product, drugName }) : t('compare.goodrx.heading', { product })}</h1>
        <p>{t('compare.goodrx.lead', { product })}</p>
      </header>
      {drugName ? <DrugComparison drugName={drugName} /> : <Marketing />}
      <ComparisonStats />
    </article>
  );
}
