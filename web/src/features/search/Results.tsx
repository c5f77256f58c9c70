import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, memo } from 'react';
import { Link } from 'react-router-dom';
import type { DrugDetails, Highlight } from '../../../../shared/contracts/prices';
import { LIMITS } from '../../../../shared/brand';
import { useAppDispatch } from '../../app/store';
import { MailOrderList } from './MailOrderList';
import { Notices } from './Notices';
import type { RowLayout } from './PharmacyRow';
import { PriceList } from './PriceList';
import { hasPricesOrChecking } from './price-status';
import { useMailOrderPricingQuery, type MailOrderCoupon } from './search-endpoints';
import type { SearchSource } from './search-selection';
import { searchActions } from './search-slice';
import { useLocalize, useT } from '../../i18n/use-t';
import { WhenNear } from '../../components/WhenNear';

// Below the prices: each its own chunk, loaded (and its requests sent) as it nears the screen.
const SupplyComparison = lazy(() => import('./SupplyComparison').then((m) => ({ default: m.SupplyComparison })));
const PriceHistoryChart = lazy(() => import('./PriceHistoryChart').then((m) => ({ default: m.PriceHistoryChart })));
const AboutDrug = lazy(() => import('./about/AboutDrug').then((m) => ({ default: m.AboutDrug })));

/** The mail-order coupons for the selection on screen. */
function useMailOrder(details: DrugDetails): MailOrderCoupon[] {
  const s = details.selected;
  const args = details.drugs.length ? { Quantity: s.quantity, GSN: s.gsn, NDC: s.ndc, DrugName: s.drugName, BrandIndicator: s.brandGeneric } : skipToken;
  return useMailOrderPricingQuery(args).data ?? [];
}

/** Alternatives come back to this exact selection, not only to the drug's path. */
function withReturnURL(items: Highlight[], returnURL: string): Highlight[] {
  return items.map((item) => {
    if (!item.buttonHref.startsWith('/alternative-medication?')) return item;
    const [path, query] = item.buttonHref.split('?');
    const params = new URLSearchParams(query);
    params.set('returnURL', returnURL);
    return { ...item, buttonHref: `${path}?${params.toString()}` };
  });
}

function NoPrices({ details, drugName, onSearchAgain }: { details: DrugDetails; drugName: string; onSearchAgain: SearchAgain }) {
  const t = useT();
  const localize = useLocalize();
  if (details.responseDescription.startsWith('No results found')) {
    return (
      <section className="empty-card" aria-labelledby="empty-heading">
        <h2 id="empty-heading">{t('drug.noResults')}</h2>
        <p>{details.zip ? t('drug.noPharmacies', { miles: String(LIMITS.radiusMiles), zip: details.zip }) : t('drug.noPharmaciesHere', { miles: String(LIMITS.radiusMiles) })}</p>
      </section>
    );
  }
  if (details.providersAsked.length > 0 && details.providersAnswered.length === 0) return <NoPriceServices onSearchAgain={() => onSearchAgain(details)} />;
  if (details.patientNoticeWarnings.length) return null;
  return (
    <section className="empty-card" aria-labelledby="empty-heading">
      <h2 id="empty-heading">{t('drug.notCovered', { drugName })}</h2>
      <p>
        {t('drug.notCoveredText', { drugName })} <Link to={localize('/contact')}>{t('footer.contact')}</Link>.
      </p>
    </section>
  );
}

/** Every pricing service was slow or down: not the same as 'Not Covered'. */
function NoPriceServices({ onSearchAgain }: { onSearchAgain: () => void }) {
  const t = useT();
  return (
    <section className="empty-card" aria-labelledby="empty-heading">
      <h2 id="empty-heading">{t('errorCard.noResponse.heading')}</h2>
      <p>{t('drug.noServices')}</p>
      <button type="button" className="button" onClick={onSearchAgain}>
        {t('drug.searchAgain')}
      </button>
    </section>
  );
}

/** Asks for the selection's prices again, given the answer on screen. */
type SearchAgain = (answer: DrugDetails) => void;

interface ResultsProps {
  details: DrugDetails;
  drugName: string;
  pharmacyFilter: string;
  showUnpopular: boolean;
  layout: RowLayout;
  returnURL: string;
  now: number;
  source: SearchSource;
  onSearchAgain: SearchAgain;
}

/** rules#drug-page results: warnings, then the prices (popular pharmacies, Show More), alternatives, mail order. */
export const Results = memo(function Results({ details, drugName, pharmacyFilter, showUnpopular, layout, returnURL, now, source, onSearchAgain }: ResultsProps) {
  const dispatch = useAppDispatch();
  const s = details.selected;
  const mailOrder = useMailOrder(details);
  const t = useT();

  function showMore() {
    dispatch(searchActions.unpopularShown(details));
    window.dispatchEvent(new CustomEvent('rxsavvy:show-more-pharmacies'));
  }

  return (
    <div className="results">
      <Notices items={details.patientNoticeWarnings} kind="warning" />
      {!hasPricesOrChecking(details) ? (
        <NoPrices details={details} drugName={drugName} onSearchAgain={onSearchAgain} />
      ) : (
        <>
          <PriceList details={details} pharmacyFilter={pharmacyFilter} showUnpopular={showUnpopular} layout={layout} returnURL={returnURL} now={now} onShowMore={showMore} />
          <Notices items={withReturnURL(details.alternatives, returnURL)} kind="alternative" title={t('drug.alternativesTitle')} />
          <MailOrderList coupons={mailOrder} details={details} returnURL={returnURL} now={now} layout={layout} />
          <WhenNear>
            <SupplyComparison details={details} mailOrder={mailOrder} source={source} />
          </WhenNear>
          <WhenNear>
            <PriceHistoryChart ndc={s.ndc} quantity={s.quantity} zip={details.zip} />
          </WhenNear>
          <WhenNear>
            <AboutDrug drugName={s.drugName} zip={details.zip} />
          </WhenNear>
        </>
      )}
    </div>
  );
});
