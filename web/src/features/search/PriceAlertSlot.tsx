import type { DrugDetails } from '../../../../shared/contracts/prices';
import { isPriced } from '../../../../shared/priced-set';
import { PriceAlertSignup } from '../../components/price-alert/PriceAlertSignup';

/** "Tell me when the price drops" for the selection on screen (needs a zip: alerts are per area). */
export function PriceAlertSlot({ details }: { details: DrugDetails }) {
  const best = details.drugs.find(isPriced);
  if (!best || !details.zip) return null;
  const s = details.selected;
  return <PriceAlertSignup key={`${s.ndc}-${s.quantity}-${details.zip}`} drugName={s.drugName} ndc={s.ndc} quantity={s.quantity} zip={details.zip} bestPrice={best.price} />;
}
