import { findPlace, quoteNear } from '../pricing/quote';

export interface WatchedDrug {
  ndc: string;
  quantity: number;
  zip: string;
}

/** Today's lowest coupon price for a watched drug near its zip, from the pricing engine (undefined: no price). */
export async function currentBestPrice(watch: WatchedDrug): Promise<number | undefined> {
  const place = findPlace({ zip: watch.zip });
  if (!place) return undefined;
  // A daily job can wait for every PBM: completeness matters more than latency here.
  const quote = await quoteNear({ ndc: watch.ndc, quantity: watch.quantity }, place, { strategy: 'waitForAll', useCache: false });
  const prices = quote.prices.map((p) => p.price).filter((p) => p > 0);
  return prices.length ? Math.min(...prices) : undefined;
}

/** A drop worth a message: at least 3% and at least 50 cents under the reference price. */
export function isDrop(current: number, reference: number): boolean {
  return current <= reference - Math.max(0.5, reference * 0.03);
}
