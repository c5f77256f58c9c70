import { BRAND, LIMITS } from '../../../shared/brand';
import type { ComparisonRow } from '../../../shared/contracts/prices';
import { competitorObservations } from '../catalog/competitor-repository';
import { zipToPoint } from '../catalog/geo';
import { pharmaciesNear } from '../catalog/pharmacy-repository';
import { priceAtPharmacies } from './engine';

/**
 * Spec §2.11 rows: the stored GoodRx observation per chain beside our live price at the nearest
 * store of that chain around the default zip. A row needs both prices; biggest gap first.
 */
export async function comparisonRows(drugName: string): Promise<ComparisonRow[]> {
  const observations = (await competitorObservations(drugName)).filter((o) => o.competitor === 'GoodRx');
  if (!observations.length) return [];
  const near = await pharmaciesNear(zipToPoint(LIMITS.defaultZip)!, LIMITS.radiusMiles);
  const first = observations[0]!;
  const answer = await priceAtPharmacies({
    ndc: first.ndc, quantity: first.quantity, zipArea: LIMITS.defaultZip,
    pharmacies: near.map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain })),
  });
  const rows: ComparisonRow[] = [];
  for (const obs of observations) {
    const chainStores = new Set(near.filter((p) => p.chain === obs.chain).map((p) => p.npi));
    const ours = answer.prices.filter((p) => chainStores.has(p.npi)).sort((a, b) => a.price - b.price)[0];
    if (!ours || !(ours.price > 0)) continue;
    rows.push({
      pharmacy: obs.chain, [BRAND.product]: ours.price, goodRx: obs.price, goodRxScreenshot: obs.screenshot, goodRxURL: obs.sourceUrl,
      goodRxObservedAt: obs.observedAt, ln: obs.label, qtyToDisplay: obs.quantityToDisplay, form: obs.form, dosage: obs.strength,
      servicePhone: ours.servicePhone, helpdeskPhone: ours.helpdeskPhone, rxBin: ours.rxBin, rxPcn: ours.rxPcn, memberId: ours.memberId,
      rxGroup: ours.rxGroup, sample: obs.sample,
    } as ComparisonRow);
  }
  const gap = (r: ComparisonRow) => r.goodRx - (r[BRAND.product] as number);
  return rows.sort((a, b) => gap(b) - gap(a));
}
