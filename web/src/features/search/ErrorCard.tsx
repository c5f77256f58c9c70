import { GENERAL_DISCOUNT_COUPON } from '../../../../shared/pbm';
import { useAppDispatch } from '../../app/store';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import { useDrugNameQuery } from '../../components/search-bar/drug-name-endpoints';
import { DrugLinks } from '../../components/search-bar/DrugLinks';
import { closestDrugNames, type ErrorCardModel } from './error-card';
import { Notices } from './Notices';
import { useSimilarDrugNamesQuery } from './search-endpoints';
import { searchActions } from './search-slice';
import { phoneForDisplay } from '../../../../shared/nanp';

function SimilarNames({ drugName }: { drugName: string }) {
  const { data: names } = useSimilarDrugNamesQuery(drugName);
  if (!names?.length) return null;
  return (
    <div className="error-card__similar">
      <h3>Similar drug names</h3>
      <DrugLinks names={names.slice(0, 5)} />
    </div>
  );
}

/** The closest known drugs to an unknown name. */
export function DidYouMeanList({ drugName }: { drugName: string }) {
  const { data: lookedUp = [] } = useDrugNameQuery(drugName);
  const { data: similar = [] } = useSimilarDrugNamesQuery(drugName);
  const names = closestDrugNames(lookedUp, similar);
  return names.length ? (
    <div className="error-card__similar">
      <h3>Did you mean …</h3>
      <DrugLinks names={names} />
    </div>
  ) : null;
}

/** An unknown name: the closest known drugs, and a search box (focused) to try again in place. */
function DidYouMean({ drugName }: { drugName: string }) {
  return (
    <>
      <DidYouMeanList drugName={drugName} />
      <DrugSearchForm variant="inline" label="Search for another drug" autoFocus />
    </>
  );
}

function GeneralCoupon() {
  const c = GENERAL_DISCOUNT_COUPON;
  return (
    <div className="error-card__coupon">
      <h3>General discount coupon</h3>
      <p>Show these codes at any participating pharmacy to get a discount price:</p>
      <dl>
        <div><dt>BIN</dt><dd>{c.rxBin}</dd></div>
        <div><dt>PCN</dt><dd>{c.rxPcn}</dd></div>
        <div><dt>Group</dt><dd>{c.rxGroup}</dd></div>
        <div><dt>Member ID</dt><dd>{c.memberId}</dd></div>
        <div><dt>Customer questions</dt><dd>{phoneForDisplay(c.customerPhone)}</dd></div>
        <div><dt>Pharmacist questions</dt><dd>{phoneForDisplay(c.pharmacistPhone)}</dd></div>
      </dl>
    </div>
  );
}

/** rules#errors search page error card. */
export function ErrorCard({ card, drugName }: { card: ErrorCardModel; drugName: string }) {
  const dispatch = useAppDispatch();
  return (
    <section className="error-card" role="alert" aria-labelledby="error-card-heading">
      <h2 id="error-card-heading">{card.heading}</h2>
      <p>{card.body}</p>
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
          Close
        </button>
      )}
    </section>
  );
}
