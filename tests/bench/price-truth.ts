import { distanceMiles, zipPlace, zipToPoint } from '../../functions/domain/catalog/geo';
import { MAIL_ORDER_CHAIN } from '../../functions/domain/catalog/pharmacy-chains';
import { seedDirectory } from '../../functions/domain/catalog/seed/pharmacies';
import { clearPriceCache } from '../../functions/domain/pricing/price-cache';
import { drainLocalQueues } from '../../functions/local/services/queues';
import { startInProcessRuntime } from '../reliability/in-process-runtime';
import { BRANDS, GENERICS, ZIPS } from './price-spread';

/**
 * The price-truth half of `npm run bench -- --prices` (issue 28, README "No price by race"): how
 * often a price page has every PBM's answer at once and after its completion, whether the same
 * question gives the same rows in the next cache window, and how many pharmacies there are near
 * metro and rural zips. Unlike the price table, the runtime here runs as `npm start` does: the
 * simulator's realistic, heavy-tailed latency, the 150 ms deadline, completions through the local
 * queue. It runs in this process, so it can drain the queue and clear the cache (a new window).
 */

/** Remote towns (the issue's five rural zips are not named): Absarokee MT, Cheyenne WY, Tonopah NV, Alpine TX, Valentine NE, Burns OR, Utqiagvik (Barrow) AK. */
const RURAL = ['59001', '82001', '89049', '79830', '69201', '97720', '99723'];
const RADII = [2, 5, 50];
/** The priced set's page size (shared/priced-set.ts): how far page 1 reaches. */
const PAGE = 50;

interface Row { pharmacyId: string; priceStatus: 'priced' | 'checking' | 'unavailable'; price: number | null; pbmId?: string }
interface Page { drugs: Row[]; providersAsked: string[]; providersAnswered: string[]; providersChecking: string[] }
type Query = { drugName: string; zip: string; brand: boolean };

const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(0) : '—'}%`;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const rowKey = (r: Row) => `${r.priceStatus}:${r.price ?? ''}:${r.pbmId ?? ''}`;

/** Answers other than 200 (a 503 when a dependency was too slow on this loaded machine), each asked again. */
let refused = 0;

async function page(url: string, q: Query): Promise<{ page: Page; ms: number }> {
  const query = new URLSearchParams({ drugName: q.drugName, zip: q.zip, brandIndicator: q.brand ? 'B' : 'G', popularOnly: 'false' });
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    const res = await fetch(`${url}/api/ecsdosage0?${query}`);
    const ms = performance.now() - started;
    if (res.ok) return { page: (await res.json()) as Page, ms };
    await res.arrayBuffer();
    if (attempt === 5) throw new Error(`${q.drugName} at ${q.zip}: ${res.status} five times`);
    refused += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Rows of `b` that differ from the same pharmacy's row of `a` (status, price or PBM), and rows of `a` missing from `b`. */
function compare(a: Page, b: Page): { changed: number; vanished: number; rows: number } {
  const later = new Map(b.drugs.map((r) => [r.pharmacyId, r]));
  let changed = 0;
  let vanished = 0;
  for (const r of a.drugs) {
    const other = later.get(r.pharmacyId);
    if (!other) vanished += 1;
    else if (rowKey(other) !== rowKey(r)) changed += 1;
  }
  return { changed, vanished, rows: a.drugs.length };
}

/** One cache window: every page's first answer, then (once the queue has delivered every completion) the same pages again. */
async function window(url: string, queries: Query[]): Promise<{ first: Page[]; completed: Page[]; ms: number[] }> {
  const first: Page[] = [];
  const ms: number[] = [];
  for (const q of queries) {
    const answer = await page(url, q);
    first.push(answer.page);
    ms.push(answer.ms);
  }
  deadLettered = (await drainLocalQueues()).deadLettered;
  const completed: Page[] = [];
  for (const q of queries) completed.push((await page(url, q)).page);
  return { first, completed, ms };
}

/** Completion messages the local queue gave up on since the runtime started. */
let deadLettered = 0;

function sum(pairs: { changed: number; vanished: number; rows: number }[]) {
  return pairs.reduce((t, p) => ({ changed: t.changed + p.changed, vanished: t.vanished + p.vanished, rows: t.rows + p.rows }), { changed: 0, vanished: 0, rows: 0 });
}

/** Walk-in pharmacies of the committed directory within 2 / 5 / 50 miles of each zip, and how far page 1 of the priced set reaches. */
function pharmaciesNearZips(): string {
  const walkIn = seedDirectory().rows.filter((r) => r.chain !== MAIL_ORDER_CHAIN);
  const lines = [
    `Walk-in pharmacies near metro and rural zips (the committed directory, ${walkIn.length.toLocaleString('en-US')} walk-in; distance from the zip table's point)`,
    '',
    `| zip | place | ${RADII.map((r) => `≤ ${r} mi`).join(' | ')} | page 1 (${PAGE} nearest within 50 mi) reaches |`,
    `|---|---|${RADII.map(() => '---').join('|')}|---|`,
  ];
  for (const zip of [...ZIPS, ...RURAL]) {
    const point = zipToPoint(zip)!;
    const d = walkIn.map((r) => distanceMiles(point, r)).filter((x) => x <= 50).sort((a, b) => a - b);
    const place = zipPlace(zip);
    const reach = d.length ? `${d[Math.min(PAGE, d.length) - 1]!.toFixed(1)} mi (${Math.min(PAGE, d.length)} rows)` : 'no pharmacy: the spec\'s no-results answer';
    lines.push(`| ${zip} | ${place ? `${place.city}, ${place.state}` : ''} | ${RADII.map((m) => d.filter((x) => x <= m).length.toLocaleString('en-US')).join(' | ')} | ${reach} |`);
  }
  return lines.join('\n');
}

/** The price-truth lines: its own in-process runtime, two cache windows over the price table's pages. */
export async function priceTruth(): Promise<string> {
  const runtime = await startInProcessRuntime({ VALIDATE_RESPONSES: 'false' });
  try {
    const queries: Query[] = [
      ...GENERICS.flatMap((drugName) => ZIPS.map((zip) => ({ drugName, zip, brand: false }))),
      ...BRANDS.flatMap((drugName) => ZIPS.map((zip) => ({ drugName, zip, brand: true }))),
    ];
    // Once before measuring: the first request of a fresh runtime loads the catalog and the directory.
    await page(runtime.url, { drugName: 'Lisinopril', zip: '94103', brand: false });
    await drainLocalQueues();
    refused = 0;

    const one = await window(runtime.url, queries);
    await clearPriceCache();
    const two = await window(runtime.url, queries);

    const all = (pages: Page[]) => pages.filter((p) => p.providersAnswered.length === p.providersAsked.length).length;
    const rows = (pages: Page[], status: Row['priceStatus']) => pages.reduce((n, p) => n + p.drugs.filter((r) => r.priceStatus === status).length, 0);
    const total = (pages: Page[]) => pages.reduce((n, p) => n + p.drugs.length, 0);
    const completion = sum(one.first.map((p, i) => compare(p, one.completed[i]!)));
    const firstAcross = sum(one.first.map((p, i) => compare(p, two.first[i]!)));
    const completedAcross = sum(one.completed.map((p, i) => compare(p, two.completed[i]!)));
    const missing = (p: Page) => p.providersAsked.filter((id) => !p.providersAnswered.includes(id));
    const name = (i: number) => `${queries[i]!.drugName} at ${queries[i]!.zip}`;
    const incomplete = [one, two].flatMap((w, k) => w.completed.flatMap((p, i) => {
      if (!missing(p).length) return [];
      // Still checking: the completion has not settled the entry (it failed, and was retried or dead-lettered); else it settled without them.
      const how = p.providersChecking.length ? `still checking ${p.providersChecking.length}` : 'settled without them';
      return [`${name(i)} in window ${k + 1} (${missing(p).join(', ')}: ${how})`];
    }));
    const moved = one.completed.flatMap((p, i) => {
      const c = compare(p, two.completed[i]!);
      return c.changed + c.vanished ? [`${name(i)}: ${c.changed} rows`] : [];
    });
    const ms = [...one.ms, ...two.ms];
    const n = queries.length;
    return [
      `Price truth (${n} pages: the price table's ${GENERICS.length} generics and ${BRANDS.length} brands at ${ZIPS.join(', ')}; realistic PBM latency, the 150 ms deadline, completions through the local queue; two cache windows)`,
      '',
      `- Pages with all ${one.first[0]?.providersAsked.length ?? 12} PBMs answered: at the first answer ${all(one.first)} of ${n} (${pct(all(one.first), n)}) in window 1, ${all(two.first)} of ${n} (${pct(all(two.first), n)}) in window 2; after completion ${all(one.completed)} and ${all(two.completed)} of ${n}.`,
      `- Rows at the first answer: ${rows(one.first, 'priced')} priced, ${rows(one.first, 'checking')} checking, ${rows(one.first, 'unavailable')} unavailable of ${total(one.first)}; after completion ${rows(one.completed, 'priced')} priced, ${rows(one.completed, 'checking')} checking, ${rows(one.completed, 'unavailable')} unavailable.`,
      `- The completion changed ${completion.changed} of ${completion.rows} rows (checking to priced, or a late PBM's lower price) and removed ${completion.vanished}.`,
      `- Between the two cache windows, same queries: completed answers differ on ${completedAcross.changed} of ${completedAcross.rows} rows (${moved.length} of ${n} pages), ${completedAcross.vanished} rows vanished; first answers (before completion) differ on ${firstAcross.changed} rows, ${firstAcross.vanished} vanished.`,
      `- Pages still missing a PBM after their completion: ${incomplete.join('; ') || 'none'}. Pages whose completed answer moved between windows: ${moved.join('; ') || 'none'}.`,
      `- Completion messages dead-lettered: ${deadLettered}.`,
      `- Answers refused (503) and asked again: ${refused}.`,
      `- First-answer time here (sequential requests, the bench in the runtime's process; the cold-route target is the full bench's): p50 ${quantile(ms, 0.5).toFixed(0)} ms, p99 ${quantile(ms, 0.99).toFixed(0)} ms.`,
      '',
      pharmaciesNearZips(),
    ].join('\n');
  } finally {
    await runtime.close();
  }
}
