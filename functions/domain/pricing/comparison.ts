import { BRAND } from '../../../shared/brand';
import type { ComparisonRow } from '../../../shared/contracts/prices';
import { competitorObservations, type CompetitorObservation } from '../catalog/competitor-repository';
import { classifyPharmacy } from '../catalog/pharmacy-chains';
import { couponRowSigner } from './coupon-signature';
import { locate, quoteNear } from './quote';

/**
 * The company that owns an observed chain ('Kroger' for Kroger, 'Walmart' for Sam's Club): one
 * company prices all its banners alike, so where the chain has no store near the default zip
 * another banner of the company stands in (a Ralphs for Kroger in Los Angeles).
 */
export function companyOfChain(chain: string): string | undefined {
  const found = classifyPharmacy([chain], { state: '', zip: '' });
  return found.kind === 'chain' ? found.parent : undefined;
}

/**
 * rules#comparison-page rows: the newest recorded GoodRx observation per chain (for the product and quantity
 * of the newest observation) beside our live price at the nearest store of that chain around the
 * default zip (else of another banner of the chain's company). A competitor price is only ever an
 * observation with its date and source; with none, there are no rows. A row needs both prices; biggest gap first.
 */
export async function comparisonRows(drugName: string): Promise<ComparisonRow[]> {
  const observations = (await competitorObservations(drugName)).filter((o) => o.competitor === 'GoodRx');
  if (!observations.length) return [];
  const first = observations[0]!;
  const newestPerChain = new Map<string, CompetitorObservation>();
  for (const obs of observations) {
    if (obs.ndc === first.ndc && obs.quantity === first.quantity && !newestPerChain.has(obs.chain)) newestPerChain.set(obs.chain, obs);
  }
  const [quote, sign] = await Promise.all([quoteNear({ ndc: first.ndc, quantity: first.quantity }, locate({})), couponRowSigner()]);
  const rows: ComparisonRow[] = [];
  for (const obs of newestPerChain.values()) {
    const company = companyOfChain(obs.chain);
    const ours = quote.prices.find((p) => p.pharmacy.chain === obs.chain) ?? (company ? quote.prices.find((p) => p.pharmacy.parent === company) : undefined);
    if (!ours || !(ours.price > 0)) continue;
    const couponSig = sign(ours, obs.chain, { drugName: obs.label, quantityToDisplay: obs.quantityToDisplay, form: obs.form, strength: obs.strength });
    rows.push({
      pharmacy: obs.chain, [BRAND.product]: ours.price, goodRx: obs.price, goodRxScreenshot: obs.screenshot, goodRxURL: obs.sourceUrl,
      goodRxObservedAt: obs.observedAt, ln: obs.label, qtyToDisplay: obs.quantityToDisplay, form: obs.form, dosage: obs.strength,
      servicePhone: ours.servicePhone, helpdeskPhone: ours.helpdeskPhone, rxBin: ours.rxBin, rxPcn: ours.rxPcn, memberId: ours.memberId,
      rxGroup: ours.rxGroup, couponSig,
    } as ComparisonRow);
  }
  const gap = (r: ComparisonRow) => r.goodRx - (r[BRAND.product] as number);
  return rows.sort((a, b) => gap(b) - gap(a));
}
