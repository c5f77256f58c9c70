import type { CircuitBreaker } from './breaker';
import type { PricingProvider, ProviderQuote, QuoteRequest } from './provider';

export interface FanOutResult {
  quotes: Map<string, ProviderQuote[]>;
  asked: string[];
  answered: string[];
  failed: { id: string; reason: string }[];
}

export interface FanOutOptions {
  /** Whole-answer deadline; `undefined` waits for every provider (the benchmark baseline). */
  deadlineMs?: number;
  breakers?: Map<string, CircuitBreaker>;
}

/**
 * Asks every provider at once. At the deadline whatever has answered is the answer; the rest are
 * aborted and counted as failed ('deadline'), which feeds their breakers.
 */
export async function fanOut(providers: PricingProvider[], request: QuoteRequest, options: FanOutOptions = {}): Promise<FanOutResult> {
  const result: FanOutResult = { quotes: new Map(), asked: [], answered: [], failed: [] };
  const controllers: AbortController[] = [];
  const calls = providers.map(async (provider) => {
    const id = provider.pbm.id;
    const breaker = options.breakers?.get(id);
    if (breaker && !breaker.allow()) {
      result.failed.push({ id, reason: 'circuit-open' });
      return;
    }
    result.asked.push(id);
    const controller = new AbortController();
    controllers.push(controller);
    try {
      const quotes = await provider.quote(request, controller.signal);
      if (controller.signal.aborted) return;
      result.quotes.set(id, quotes);
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
  const order = (ids: string[]) => providers.map((p) => p.pbm.id).filter((id) => ids.includes(id));
  result.answered = order(result.answered);
  result.asked = order(result.asked);
  return result;
}
