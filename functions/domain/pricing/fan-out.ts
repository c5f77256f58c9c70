import type { CircuitBreaker } from './breaker';
import type { PbmClient, PbmQuote, QuoteRequest } from './pbm-port';

/** Every PBM asked one question at once: who answered what, who failed and why. */
export interface Asked<T> {
  answers: Map<string, T>;
  asked: string[];
  answered: string[];
  failed: { id: string; reason: string }[];
}

export interface FanOutResult extends Omit<Asked<PbmQuote[]>, 'answers'> {
  quotes: Map<string, PbmQuote[]>;
}

export interface FanOutOptions {
  /** Whole-answer deadline; `undefined` waits for every PBM (the benchmark baseline). */
  deadlineMs?: number;
  breakers?: Map<string, CircuitBreaker>;
}

/**
 * Asks every PBM at once. At the deadline whatever has answered is the answer; the rest are
 * aborted and counted as failed ('deadline'), which feeds their breakers.
 */
export async function askEach<T>(clients: PbmClient[], ask: (client: PbmClient, signal: AbortSignal) => Promise<T>, options: FanOutOptions = {}): Promise<Asked<T>> {
  const result: Asked<T> = { answers: new Map(), asked: [], answered: [], failed: [] };
  const controllers: AbortController[] = [];
  const calls = clients.map(async (client) => {
    const id = client.pbm.id;
    const breaker = options.breakers?.get(id);
    if (breaker && !breaker.allow()) {
      result.failed.push({ id, reason: 'circuit-open' });
      return;
    }
    result.asked.push(id);
    const controller = new AbortController();
    controllers.push(controller);
    try {
      const answer = await ask(client, controller.signal);
      if (controller.signal.aborted) return;
      result.answers.set(id, answer);
      result.answered.push(id);
      breaker?.success();
    } catch (err) {
      if (controller.signal.aborted) return;
      const reason = (err as { reason?: string }).reason ?? 'network';
      // An unknown NDC is an honest answer, not a sick PBM.
      if (reason === 'unknown-ndc') breaker?.success();
      else breaker?.failure();
      result.failed.push({ id, reason });
    }
  });
  const all = Promise.all(calls);
  if (options.deadlineMs === undefined) {
    await all;
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, options.deadlineMs)))]);
    clearTimeout(timer);
    for (const id of result.asked) {
      if (!result.answered.includes(id) && !result.failed.some((f) => f.id === id)) {
        result.failed.push({ id, reason: 'deadline' });
        options.breakers?.get(id)?.failure();
      }
    }
    for (const c of controllers) c.abort();
  }
  const order = (ids: string[]) => clients.map((p) => p.pbm.id).filter((id) => ids.includes(id));
  result.answered = order(result.answered);
  result.asked = order(result.asked);
  return result;
}

/** Every PBM's quotes for one request (the pricing engine's fan-out). */
export async function fanOut(clients: PbmClient[], request: QuoteRequest, options: FanOutOptions = {}): Promise<FanOutResult> {
  const { answers, ...rest } = await askEach(clients, (client, signal) => client.quote(request, signal), options);
  return { quotes: answers, ...rest };
}
