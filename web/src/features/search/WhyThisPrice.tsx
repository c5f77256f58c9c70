import type { DrugDetails, PricedPharmacyPrice } from '../../../../shared/contracts/prices';
import { formatPrice } from '../../../../shared/validation';
import { richT } from '../../i18n/rich';
import { useLang, useT, type Translate } from '../../i18n/use-t';
import { COST_PLUS_MARKUP, costPlusPrice, round2 } from './price-facts';
import { useQuantityText } from '../../i18n/quantity-text';

/** Forms counted one by one: a price 'per EA' is a price per tablet, capsule, … */
const COUNTED_FORMS = /^(tablet|capsule|patch|suppository|lozenge|troche|film|wafer|pen|syringe|vial|inhaler|kit|packet|ring|implant|insert)/i;

/** The pricing unit's name: EA is 'tablet' for a tablet, GM 'gram', ML 'millilitre' (drug.why.unit says it in the page's language). */
function unitKey(pricingUnit: string, form: string): string {
  switch (pricingUnit.toUpperCase()) {
    case 'GM':
      return 'gram';
    case 'ML':
      return 'millilitre';
    default: {
      const counted = COUNTED_FORMS.exec(form.trim());
      return counted ? counted[1]!.toLowerCase() : 'unit';
    }
  }
}

/** The pricing unit spelled out in English, as the PBMs' steps are: EA is 'tablet' for a tablet, GM 'gram', ML 'millilitre (mL)'. */
function unitWord(pricingUnit: string, form: string): string {
  const key = unitKey(pricingUnit, form);
  return key === 'millilitre' ? 'millilitre (mL)' : key;
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
function plainStep(step: string, pricingUnit: string, form: string, seen: Set<string>): string {
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
function plainWhy(t: Translate, price: PricedPharmacyPrice, qty: string): string {
  return price.priceBasis === 'UC'
    ? t('drug.why.plainRetail', { price: formatPrice(price.price), qty })
    : t('drug.why.plainCoupon', { price: formatPrice(price.price), qty, pbm: price.pbm });
}

/**
 * "Why this price", in plain words: what the pharmacy pays for the drug (NADAC-style reference
 * acquisition cost), what a cost-plus price would be, and how the coupon price was built. The
 * body of the disclosure (WhyThisPriceDisclosure.tsx), loaded when it is first opened.
 */
export function WhyThisPriceBody({ price, details }: { price: PricedPharmacyPrice; details: DrugDetails }) {
  const t = useT();
  const lang = useLang();
  const quantityText = useQuantityText();
  const b = price.breakdown;
  const reference = details.referenceCost;
  const cost = reference ? reference.quantityCost : round2(b.referenceUnitCost * b.quantity);
  const unitCost = reference ? reference.unitCost : b.referenceUnitCost;
  const unit = unitKey(reference?.pricingUnit ?? b.pricingUnit, details.selected.form);
  const seen = new Set<string>();
  const fee = b.dispensingFee;
  const costPlus = costPlusPrice(cost, fee);
  const qty = quantityText(details.selected.quantityToDisplay);
  const strong = (amount: number) => <strong>{formatPrice(amount)}</strong>;
  const source = reference?.sourceLabel
    ? richT(t, 'drug.why.costSource', { date: reference.effectiveDate }, { link: <a href={reference.sourceUrl}>{reference.sourceLabel}</a> })
    : '';
  return (
    <>
      <p className="why-price__plain">{plainWhy(t, price, qty)}</p>
      <p className="why-price__detail-lead">{t('drug.why.details')}</p>
      <ul>
        <li>
          {richT(t, 'drug.why.cost', { qty, unitCost: `$${unitCost.toFixed(5).replace(/(\.\d\d\d*?)0+$/, '$1')}`, unit: t('drug.why.unit', { unit }) }, { cost: strong(cost), source })}
        </li>
        <li>{richT(t, 'drug.why.costPlus', { markup: Math.round(COST_PLUS_MARKUP * 100), fee: formatPrice(fee) }, { price: strong(costPlus) })}</li>
        {price.priceBasis === 'UC' ? (
          <li>{richT(t, 'drug.why.retail', { estimate: price.ucPriceSource.kind === 'observed' ? '' : t('drug.why.anEstimate') }, { price: strong(price.price) })}</li>
        ) : (
          <li>
            {richT(t, 'drug.why.coupon', { pbm: price.pbm }, { price: strong(price.price) })}
            {/* The PBM's own account of its price, as it gives it (in English). */}
            <ol lang={lang === 'en' ? undefined : 'en'}>
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
