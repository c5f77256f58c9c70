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

const ask = async (url: string, list: string): Promise<{ checking: boolean }> =>
  (await fetch(`${url}/api/basket`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: list })).json() as Promise<{ checking: boolean }>;

/**
 * Asks the list every two seconds until its answer no longer says `checking` (every PBM it waits
 * for answered or was given up on: its price answers are settled), as a visitor's page asks again;
 * returns the seconds that took. Past `limitS`, the bench fails rather than measure something else.
 */
async function untilSettled(url: string, list: string, limitS = 300): Promise<number> {
  const started = Date.now();
  while ((await ask(url, list)).checking) {
    if (Date.now() - started > limitS * 1000) throw new Error(`the list was still being checked after ${limitS} s`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return Math.round((Date.now() - started) / 1000);
}

/**
 * Cold then cached 5-item baskets on a running runtime (two connections, like the price routes).
 *
 * Cached is a list asked again once its prices are settled. The cold run queues about 1,500
 * completions (one PBM always fails, one is slow). In AWS the price-completion job takes them in its
 * own containers, scaled to the queue ("five batches at a time", then up to 300 more a minute:
 * https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-scaling.html), so they neither delay
 * another list's completion nor take the API function's CPU. Locally they run on the runtime's one
 * event loop, one batch at a time (about 20 ms of CPU per receive, each completion received up to
 * three times; more batches at once only moved that CPU into the cold runs): so the bench first
 * waits until a list asked before the cold run has settled (its retries queue behind the cold
 * run's completions), then asks a new list, waits for it to settle on the quiet queue, and measures
 * that list asked again. In AWS a PBM that fails every time keeps a list `checking` for two
 * visibility timeouts (2 x 30 s), not the local queue's 2 x 1 s: during that minute each ask reads
 * the list's ten price answers from the table (price-cache.ts), which this figure does not measure.
 */
export async function benchBasket(url: string): Promise<{ cold: BasketFigures; cached: BasketFigures; backlogS: number; settledS: number }> {
  // Quantities from 600 up: no other scenario asks for them.
  let i = 0;
  const coldBodies = () => {
    i += 1;
    return body(METROS[i % METROS.length]!.zip, 600 + i * 7);
  };
  for (let n = 0; n < 3; n += 1) await ask(url, body(METROS[0]!.zip, 30));
  const cold = await run(url, coldBodies, { connections: 2, amount: 150 });
  const backlogS = await untilSettled(url, body(METROS[0]!.zip, 30));
  const again = body(METROS[0]!.zip, 40);
  const settledS = await untilSettled(url, again);
  const cached = await run(url, () => again, { connections: 2, duration: 5 });
  return { cold, cached, backlogS, settledS };
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
