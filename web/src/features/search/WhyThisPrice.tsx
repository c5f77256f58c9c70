import type { DrugDetails, PricedPharmacyPrice } from '../../../../shared/contracts/prices';
import { formatPrice } from '../../../../shared/validation';
import { COST_PLUS_MARKUP, costPlusPrice, round2, unitName } from './price-facts';

/**
 * "Why this price", in plain words: what the pharmacy pays for the drug (NADAC-style reference
 * acquisition cost), what a cost-plus price would be, and how the coupon price was built.
 */
export function WhyThisPrice({ price, details }: { price: PricedPharmacyPrice; details: DrugDetails }) {
  const b = price.breakdown;
  const reference = details.referenceCost;
  const cost = reference ? reference.quantityCost : round2(b.referenceUnitCost * b.quantity);
  const unitCost = reference ? reference.unitCost : b.referenceUnitCost;
  const unit = unitName(reference?.pricingUnit ?? b.pricingUnit);
  const fee = b.dispensingFee;
  const costPlus = costPlusPrice(cost, fee);
  const qty = details.selected.quantityToDisplay;
  return (
    <details className="why-price">
      <summary>Why this price?</summary>
      <ul>
        <li>
          Pharmacies pay about <strong>{formatPrice(cost)}</strong> for {qty} (${unitCost.toFixed(5).replace(/(\.\d\d\d*?)0+$/, '$1')} per {unit}): the reference acquisition cost
          {reference?.sourceLabel ? <>, <a href={reference.sourceUrl}>{reference.sourceLabel}</a> (effective {reference.effectiveDate})</> : ''}.
        </li>
        <li>
          A cost-plus price would be <strong>{formatPrice(costPlus)}</strong>: that cost, plus {Math.round(COST_PLUS_MARKUP * 100)}%, plus the pharmacy's
          dispensing fee of {formatPrice(fee)}.
        </li>
        {price.priceBasis === 'UC' ? (
          <li>
            This pharmacy's own retail price, <strong>{formatPrice(price.price)}</strong>{price.ucPriceSource.kind === 'observed' ? '' : ' (an estimate)'}, is lower than any coupon
            price, so you need no coupon.
          </li>
        ) : (
          <li>
            Your coupon price is <strong>{formatPrice(price.price)}</strong>, from {price.pbm}:
            <ol>
              {b.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </li>
        )}
      </ul>
    </details>
  );
}
