import { LIMITS } from '../../../shared/brand';
import { zipArea, zipToPoint } from '../catalog/geo';
import { pharmaciesNear } from '../catalog/pharmacy-repository';
import { priceAtPharmacies } from '../pricing/engine';

export interface WatchedDrug {
  ndc: string;
  quantity: number;
  zip: string;
}

/** Today's lowest coupon price for a watched drug near its zip, from the pricing engine (undefined: no price). */
export async function currentBestPrice(watch: WatchedDrug): Promise<number | undefined> {
  const point = zipToPoint(watch.zip);
  if (!point) return undefined;
  const nearby = await pharmaciesNear(point, LIMITS.radiusMiles);
  if (nearby.length === 0) return undefined;
  const answer = await priceAtPharmacies(
    { ndc: watch.ndc, quantity: watch.quantity, zipArea: zipArea(watch.zip), pharmacies: nearby.map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain })) },
    // A daily job can wait for every PBM: completeness matters more than latency here.
    { strategy: 'waitForAll', useCache: false },
  );
  const prices = answer.prices.map((p) => p.price).filter((p) => p > 0);
  return prices.length ? Math.min(...prices) : undefined;
}

/** A drop worth a message: at least 3% and at least 50 cents under the reference price. */
export function isDrop(current: number, reference: number): boolean {
  return current <= reference - Math.max(0.5, reference * 0.03);
}
