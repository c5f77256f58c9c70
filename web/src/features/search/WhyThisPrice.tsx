import type { DrugDetails, PricedPharmacyPrice } from '../../../../shared/contracts/prices';
import { formatPrice } from '../../../../shared/validation';
import { COST_PLUS_MARKUP, costPlusPrice, round2 } from './price-facts';

/** Forms counted one by one: a price 'per EA' is a price per tablet, capsule, … */
const COUNTED_FORMS = /^(tablet|capsule|patch|suppository|lozenge|troche|film|wafer|pen|syringe|vial|inhaler|kit|packet|ring|implant|insert)/i;

/** The pricing unit spelled out: EA is 'tablet' for a tablet, GM 'gram', ML 'millilitre (mL)'. */
export function unitWord(pricingUnit: string, form: string): string {
  switch (pricingUnit.toUpperCase()) {
    case 'GM':
      return 'gram';
    case 'ML':
      return 'millilitre (mL)';
    default: {
      const counted = COUNTED_FORMS.exec(form.trim());
      return counted ? counted[1]!.toLowerCase() : 'unit';
    }
  }
}

/** The trade's abbreviations, spelled out the first time a step uses them. */
const ABBREVIATIONS: [RegExp, string][] = [
  [/\bAWP\b/, 'AWP (average wholesale price, a list price few people pay)'],
  [/\bWAC\b/, 'WAC (wholesale acquisition cost)'],
  [/\bMAC\b/, 'MAC (maximum allowable cost)'],
  [/\bNADAC\b/, 'NADAC (what pharmacies pay on average, from a national survey)'],
  [/\bU&C\b/, 'U&C (the pharmacy\'s usual cash price)'],
];

/**
 * A PBM's step in plain units: 'per EA' becomes 'per tablet', and each abbreviation is spelled out
 * once across the list (`seen` remembers which).
 */
export function plainStep(step: string, pricingUnit: string, form: string, seen: Set<string>): string {
  let text = step
    .replace(/\bper EA\b/g, `per ${unitWord('EA', form)}`)
    .replace(/\bper GM\b/g, 'per gram')
    .replace(/\bper ML\b/g, 'per millilitre (mL)')
    .replace(/\bper (EA|GM|ML)\b/g, () => `per ${unitWord(pricingUnit, form)}`);
  for (const [pattern, spelled] of ABBREVIATIONS) {
    if (seen.has(spelled) || !pattern.test(text)) continue;
    seen.add(spelled);
    text = text.replace(pattern, spelled);
  }
  return text;
}

/** The one plain sentence "Why this price" opens with, before any detail. */
export function plainWhy(price: PricedPharmacyPrice, qty: string): string {
  return price.priceBasis === 'UC'
    ? `You pay ${formatPrice(price.price)} for ${qty} because that is this pharmacy's own cash price, and it is lower than any discount card's price, so you need no coupon.`
    : `You pay ${formatPrice(price.price)} for ${qty} because that is the price ${price.pbm}, the discount card company behind this coupon, has agreed with this pharmacy.`;
}

/**
 * "Why this price", in plain words: what the pharmacy pays for the drug (NADAC-style reference
 * acquisition cost), what a cost-plus price would be, and how the coupon price was built. The
 * body of the disclosure (WhyThisPriceDisclosure.tsx), loaded when it is first opened.
 */
export function WhyThisPriceBody({ price, details }: { price: PricedPharmacyPrice; details: DrugDetails }) {
  const b = price.breakdown;
  const reference = details.referenceCost;
  const cost = reference ? reference.quantityCost : round2(b.referenceUnitCost * b.quantity);
  const unitCost = reference ? reference.unitCost : b.referenceUnitCost;
  const unit = unitWord(reference?.pricingUnit ?? b.pricingUnit, details.selected.form);
  const seen = new Set<string>();
  const fee = b.dispensingFee;
  const costPlus = costPlusPrice(cost, fee);
  const qty = details.selected.quantityToDisplay;
  return (
    <>
      <p className="why-price__plain">{plainWhy(price, qty)}</p>
      <p className="why-price__detail-lead">The details:</p>
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
                <li key={step}>{plainStep(step, b.pricingUnit, details.selected.form, seen)}</li>
              ))}
            </ol>
          </li>
        )}
      </ul>
    </>
  );
}
