import { SIMULATED_PBMS } from '../../functions/sandbox/pbm-simulator/pbm-models';
import type { Fault } from '../../functions/sandbox/pbm-simulator/server';
import { coldPaths } from '../bench/request-paths';
import { startInProcessRuntime } from './in-process-runtime';
import { isShort, verdict } from './run-options';

/**
 * `npm run faults`: k of the 12 PBMs down (connection reset), hanging, slow beyond the deadline,
 * answering 503 or answering malformed JSON, for k = 0…6, while visitors ask for prices nobody
 * asked before. Pass: every answer arrives within the pricing deadline, names exactly the PBMs
 * that answered, and no price comes from a PBM that did not.
 */
const KINDS: readonly Fault[] = ['down', 'timeout', 'slow', 'error', 'malformed'];
const MAX_DOWN = 6;
const ASKS_PER_CASE = isShort ? 2 : 20;
/** The engine's fan-out deadline (functions/domain/pricing/engine.ts, PRICING_DEADLINE_MS). */
const DEADLINE_MS = Number(process.env.PRICING_DEADLINE_MS ?? 150);
/** The rest of a price answer around the fan-out: catalog and pharmacy lookups, the cache write. */
const HANDLING_MS = 100;
/**
 * The full run holds every answer to the deadline plus handling: that is the reliability figure.
 * The short run inside `npm test` must not be a timed assertion on a shared 2-core machine, so it
 * only proves the deadline cut the fan-out: without it an answer waits for a `slow` PBM (2 s) or
 * never comes from a `timeout` one, so anything under 1 s was cut.
 */
const ANSWER_LIMIT_MS = isShort ? 1_000 : DEADLINE_MS + HANDLING_MS;
/** A PBM that failed keeps its breaker open this long (breaker.ts: 10 s) and is skipped though healthy again. */
const BREAKER_COOL_DOWN_MS = 15_000;
const PBM_IDS = SIMULATED_PBMS.map((p) => p.id);

interface PriceAnswer {
  /** Priced rows name their PBM; rows still being checked or priced by none have none. */
  drugs: ({ priceStatus: 'priced'; pbmId: string } | { priceStatus: 'checking' | 'unavailable' })[];
  providersAnswered: string[];
  /** PBMs that missed the deadline and a completion is asking again: late, not lost. */
  providersChecking?: string[];
}

const runtime = await startInProcessRuntime({ PBM_SIMULATOR_LATENCY: 'none' });
try {
  const setFault = async (pbmId: string, fault: Fault | null) => {
    const res = await fetch(`${process.env.PBM_SIMULATOR_URL}/faults`, { method: 'POST', body: JSON.stringify({ pbmId, fault }) });
    if (!res.ok) throw new Error(`the simulator refused fault ${fault} for ${pbmId}: ${res.status}`);
  };
  const lastFaulty = new Map<string, number>();
  const paths = coldPaths(0);
  const failures: string[] = [];
  const rows: string[] = [];
  await fetch(`${runtime.url}${paths()}`).then((r) => r.arrayBuffer());

  for (const [kindIndex, kind] of KINDS.entries()) {
    for (let k = 0; k <= MAX_DOWN; k += 1) {
      // Each kind of fault starts on other PBMs, so every PBM is the faulty one somewhere.
      const faulty = new Set(Array.from({ length: k }, (_, j) => PBM_IDS[(kindIndex * 2 + j) % PBM_IDS.length]!));
      for (const id of PBM_IDS) await setFault(id, faulty.has(id) ? kind : null);
      const times: number[] = [];
      for (let n = 0; n < ASKS_PER_CASE; n += 1) {
        const path = paths();
        const started = performance.now();
        const res = await fetch(`${runtime.url}${path}`);
        const body = (await res.json().catch(() => undefined)) as PriceAnswer | undefined;
        const ms = performance.now() - started;
        times.push(ms);
        for (const id of faulty) lastFaulty.set(id, Date.now());
        const problems = judgeAnswer(res.status, body, ms, faulty, lastFaulty);
        if (problems.length) failures.push(`${kind} k=${k}: GET ${path} → ${res.status} in ${ms.toFixed(0)} ms: ${problems.join('; ')}`);
      }
      times.sort((a, b) => a - b);
      rows.push(`| ${kind} | ${k} | ${ASKS_PER_CASE} | ${times[Math.floor((times.length - 1) / 2)]!.toFixed(0)} | ${times.at(-1)!.toFixed(0)} |`);
    }
  }
  for (const id of PBM_IDS) await setFault(id, null);

  console.log(`\nRxSavvy PBM faults (${new Date().toISOString()}): deadline ${DEADLINE_MS} ms, answers held to ${ANSWER_LIMIT_MS} ms, cold GET /api/ecsdosage0\n`);
  console.log('| fault | PBMs faulty (of 12) | answers | median ms | max ms |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  verdict('faults', failures);
} finally {
  await runtime.close();
}

function judgeAnswer(status: number, body: PriceAnswer | undefined, ms: number, faulty: Set<string>, lastFaulty: Map<string, number>): string[] {
  if (status !== 200 || !body) return [`status ${status}`];
  const answered = new Set(body.providersAnswered);
  const problems: string[] = [];
  if (ms > ANSWER_LIMIT_MS) problems.push(`slower than ${ANSWER_LIMIT_MS} ms`);
  const claimed = [...faulty].filter((id) => answered.has(id));
  if (claimed.length) problems.push(`providersAnswered names faulty ${claimed.join(', ')}`);
  const recentlyFaulty = (id: string) => Date.now() - (lastFaulty.get(id) ?? 0) < BREAKER_COOL_DOWN_MS;
  // A healthy PBM that missed the deadline on a busy machine must at least be being asked again (price-completion).
  const checking = new Set(body.providersChecking ?? []);
  const missing = PBM_IDS.filter((id) => !faulty.has(id) && !answered.has(id) && !checking.has(id) && !recentlyFaulty(id));
  if (missing.length) problems.push(`healthy ${missing.join(', ')} neither in providersAnswered nor being checked`);
  const foreign = [...new Set(body.drugs.flatMap((d) => (d.priceStatus === 'priced' ? [d.pbmId] : [])).filter((id) => !answered.has(id)))];
  if (foreign.length) problems.push(`prices from ${foreign.join(', ')}, which did not answer`);
  return problems;
}
