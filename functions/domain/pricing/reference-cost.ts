/**
 * How a reference cost is named and multiplied out in the price steps. NADAC (National Average
 * Drug Acquisition Cost) is CMS's weekly survey of what retail pharmacies pay for drugs.
 */
export const NADAC_ABOUT_URL = 'https://data.medicaid.gov/nadac';

/** "NADAC (CMS), week of 2026-04-29": the week of the NADAC file the cost came from. */
export function nadacLabel(asOf: string): string {
  return `NADAC (CMS), week of ${asOf}`;
}

/** Decimal places NADAC publishes per-unit costs with. */
const NADAC_DECIMALS = 5;

/** unitCost × quantity rounded to the cent, computed on integers so 0.02483 × 30 is exactly $0.74 (0.7449). */
export function referenceTotal(unitCost: number, quantity: number): number {
  const scale = 10 ** NADAC_DECIMALS;
  const exact = Math.round(unitCost * scale) * Math.round(quantity * 1000);
  const centsScaled = (scale * 1000) / 100;
  return Math.round(exact / centsScaled) / 100;
}

/** The unit cost as published: every significant decimal, at least cents ($0.02483, $5.52654, $1.50). */
export function usdFullPrecision(unitCost: number): string {
  const text = unitCost.toFixed(NADAC_DECIMALS).replace(/0+$/, '');
  const [whole, decimals = ''] = text.split('.');
  return `$${whole}.${decimals.padEnd(2, '0')}`;
}

/**
 * The first step of every price: "Reference cost (NADAC (CMS), week of 2026-04-29): $0.02483 per EA
 * × 30 = $0.74." Without a week (a cost not from NADAC) it says "Reference cost".
 */
export function referenceCostStep(
  ref: { unitCost: number; pricingUnit: string; asOf?: string; genericUnitCost?: number },
  quantity: number,
): { text: string; total: number } {
  const total = referenceTotal(ref.unitCost, quantity);
  const label = ref.asOf ? `Reference cost (${nadacLabel(ref.asOf)})` : 'Reference cost';
  // A brand with a generic: NADAC gives the generic's cost beside it.
  const generic = ref.genericUnitCost ? ` The generic costs ${usdFullPrecision(ref.genericUnitCost)} per ${ref.pricingUnit}.` : '';
  return { text: `${label}: ${usdFullPrecision(ref.unitCost)} per ${ref.pricingUnit} × ${quantity} = $${total.toFixed(2)}.${generic}`, total };
}
