import { GENERAL_DISCOUNT_COUPON } from '../../../../shared/pbm';
import { useAppDispatch } from '../../app/store';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import { DrugLinks } from '../../components/search-bar/DrugLinks';
import { DidYouMeanList } from './DidYouMeanList';
import type { ErrorCardModel } from './error-card';
import { Notices } from './Notices';
import { useSimilarDrugNamesQuery } from './search-endpoints';
import { searchActions } from './search-slice';
import { phoneForDisplay } from '../../../../shared/nanp';
import { useT } from '../../i18n/use-t';

function SimilarNames({ drugName }: { drugName: string }) {
  const { data: names } = useSimilarDrugNamesQuery(drugName);
  const t = useT();
  if (!names?.length) return null;
  return (
    <div className="error-card__similar">
      <h3>{t('errorCard.similarNames')}</h3>
      <DrugLinks names={names.slice(0, 5)} />
    </div>
  );
}

/** An unknown name: the closest known drugs, and a search box (focused) to try again in place. */
function DidYouMean({ drugName }: { drugName: string }) {
  const t = useT();
  return (
    <>
      <DidYouMeanList drugName={drugName} />
      <DrugSearchForm variant="inline" label={t('errorCard.searchAnother')} autoFocus />
    </>
  );
}

function GeneralCoupon() {
  const c = GENERAL_DISCOUNT_COUPON;
  const t = useT();
  return (
    <div className="error-card__coupon">
      <h3>{t('errorCard.generalCoupon')}</h3>
      <p>{t('errorCard.generalCouponText')}</p>
      <dl>
        <div><dt>BIN</dt><dd>{c.rxBin}</dd></div>
        <div><dt>PCN</dt><dd>{c.rxPcn}</dd></div>
        <div><dt>{t('coupon.group')}</dt><dd>{c.rxGroup}</dd></div>
        <div><dt>{t('coupon.memberId')}</dt><dd>{c.memberId}</dd></div>
        <div><dt>{t('coupon.customerQuestions')}</dt><dd>{phoneForDisplay(c.customerPhone)}</dd></div>
        <div><dt>{t('coupon.pharmacistQuestions')}</dt><dd>{phoneForDisplay(c.pharmacistPhone)}</dd></div>
      </dl>
    </div>
  );
}

/** rules#errors search page error card. */
export function ErrorCard({ card, drugName }: { card: ErrorCardModel; drugName: string }) {
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <section className="error-card" role="alert" aria-labelledby="error-card-heading">
      <h2 id="error-card-heading">{t(`errorCard.${card.kind}.heading`)}</h2>
      <p>{t(`errorCard.${card.kind}.body`)}</p>
      {card.kind === 'drugNotFound' ? <DidYouMean drugName={drugName} /> : null}
      {card.kind === 'noBody' ? (
        <>
          <SimilarNames drugName={drugName} />
          <GeneralCoupon />
        </>
      ) : null}
      <Notices items={card.warnings} kind="warning" />
      {/* An unknown drug leaves nothing behind the card to go back to: its search box is the way on. */}
      {card.kind === 'drugNotFound' ? null : (
        <button type="button" className="button button--secondary" onClick={() => dispatch(searchActions.errorDismissed())}>
          {t('common.close')}
        </button>
      )}
    </section>
  );
}
