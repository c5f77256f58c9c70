import autocannon from 'autocannon';
import { METROS } from '../../functions/domain/catalog/seed/pharmacies';

/**
 * The "My medicines" scenario of `npm run bench` (issue 31 §1): POST /api/basket with 5 items at a
 * metro zip. Cold: every request a new quantity per item (so all five fan-outs, and the five
 * mail-order ones, miss the cache); cached: one list asked again. Targets: cold p99 <= 400 ms and
 * <= 1.5 x one cold drug page's p99 (the fan-outs run together); cached p99 <= 15 ms.
 */
const NDCS = ['00591040601', '00093505610', '00378718505', '00480716710', '00904692561'];

const body = (zip: string, qty: number) => JSON.stringify({ zip, items: NDCS.map((ndc, i) => ({ ndc, qty: qty + i })) });

export interface BasketFigures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function run(url: string, bodies: () => string, opts: { connections: number; amount?: number; duration?: number }): Promise<BasketFigures> {
  const result = await autocannon({
    url: `${url}/api/basket`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 5 }),
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, method: 'POST', body: bodies() }) }],
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

/** Cold then cached 5-item baskets on a running runtime (two connections, like the price routes). */
export async function benchBasket(url: string): Promise<{ cold: BasketFigures; cached: BasketFigures }> {
  // Quantities from 600 up: no other scenario asks for them.
  let i = 0;
  const coldBodies = () => {
    i += 1;
    return body(METROS[i % METROS.length]!.zip, 600 + i * 7);
  };
  const warm = body(METROS[0]!.zip, 30);
  for (let n = 0; n < 3; n += 1) await fetch(`${url}/api/basket`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: warm }).then((r) => r.arrayBuffer());
  const cold = await run(url, coldBodies, { connections: 2, amount: 150 });
  const cached = await run(url, () => warm, { connections: 2, duration: 5 });
  return { cold, cached };
}

/** The basket's rows of the bench table and its verdicts, against the cold drug page's p99 of the same run. */
export function basketRows(b: { cold: BasketFigures; cached: BasketFigures }, coldDrugPageP99: number) {
  return {
    rows: [
      ['My medicines cold POST /api/basket, 5 items (2 connections)', b.cold, `p99 <= 400 ms and <= 1.5 x one cold drug page (${(coldDrugPageP99 * 1.5).toFixed(0)} ms)`],
      ['My medicines cached POST /api/basket, 5 items (2 connections)', b.cached, 'p99 <= 15 ms'],
    ] as const,
    verdicts: {
      basketCold: b.cold.p99 <= 400 && b.cold.p99 <= coldDrugPageP99 * 1.5 && b.cold.errors === 0,
      basketCached: b.cached.p99 <= 15 && b.cached.errors === 0,
    },
  };
}
