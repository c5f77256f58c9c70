import type { DrugDetails } from '../../../shared/contracts/prices';
import { couponHref, couponOfRow } from '../../../shared/coupon-link';
import { API_ROUTES } from '../../../shared/api-routes';
import { isPriced } from '../../../shared/priced-set';

/**
 * The visitor journey a canary runs against a site, end to end through its front door (CloudFront in
 * AWS, the local runtime on loopback): typeahead -> price -> coupon view. The scheduled `canary` job
 * runs it every 5 minutes against its stage (alarm `Canary`), and `npm run smoke -- --url <site>`
 * runs the same steps from a terminal (CI runs that against the local runtime).
 *
 * Read only: it records nothing (no coupon-view POST, no e-mail, no sign-up), so it skews no count.
 * It asks for a fixed, common generic near a fixed zip, never a visitor's data.
 */
export type StepName = 'typeahead' | 'price' | 'coupon';

export interface JourneyStep {
  name: StepName;
  ok: boolean;
  /** HTTP status, when the step got an answer. */
  status?: number;
  ms: number;
  /** What was found (counts, the chosen name), or why the step failed. */
  detail: string;
}

export interface JourneyResult {
  ok: boolean;
  steps: JourneyStep[];
  /** The whole journey, ms. */
  ms: number;
}

export interface JourneyOptions {
  fetch?: typeof fetch;
  /** What the canary types: a prefix of a common generic. */
  prefix?: string;
  zip?: string;
  /** Per request. */
  timeoutMs?: number;
  now?: () => number;
}

export const JOURNEY_DEFAULTS = { prefix: 'lisin', zip: '92101', timeoutMs: 10_000 } as const;

class StepFailed extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

/** Runs the three steps in order; the first that fails ends the journey (later steps are not attempted). */
export async function runJourney(siteUrl: string, options: JourneyOptions = {}): Promise<JourneyResult> {
  const { fetch: fetchImpl = globalThis.fetch, prefix = JOURNEY_DEFAULTS.prefix, zip = JOURNEY_DEFAULTS.zip, timeoutMs = JOURNEY_DEFAULTS.timeoutMs, now = () => performance.now() } = options;
  const base = siteUrl.replace(/\/+$/, '');
  const started = now();
  const steps: JourneyStep[] = [];

  const get = async (path: string, accept: string): Promise<Response> => {
    const res = await fetchImpl(`${base}${path}`, { headers: { accept, 'user-agent': 'rxsavvy-canary' }, signal: AbortSignal.timeout(timeoutMs) });
    if (res.status !== 200) throw new StepFailed(`${path.split('?')[0]} answered ${res.status}`, res.status);
    return res;
  };
  const json = async <T>(path: string): Promise<{ body: T; status: number }> => {
    const res = await get(path, 'application/json');
    try {
      return { body: (await res.json()) as T, status: res.status };
    } catch {
      throw new StepFailed(`${path.split('?')[0]} answered 200 with a body that is not JSON`, res.status);
    }
  };
  const step = async <T>(name: StepName, run: () => Promise<{ value: T; status: number; detail: string }>): Promise<T | undefined> => {
    const at = now();
    try {
      const { value, status, detail } = await run();
      steps.push({ name, ok: true, status, ms: Math.round(now() - at), detail });
      return value;
    } catch (error) {
      const e = error as Error & { status?: number };
      const detail = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : e.message;
      steps.push({ name, ok: false, ...(e.status ? { status: e.status } : {}), ms: Math.round(now() - at), detail });
      return undefined;
    }
  };

  const drugName = await step('typeahead', async () => {
    const { body, status } = await json<{ drugNames?: unknown }>(`${API_ROUTES['drug-name'].path}?q=${encodeURIComponent(prefix)}&limit=10`);
    const names = Array.isArray(body.drugNames) ? body.drugNames.filter((n): n is string => typeof n === 'string') : [];
    const pick = names.find((n) => n.toLowerCase().startsWith(prefix.toLowerCase()));
    if (!pick) throw new StepFailed(`no drug name starting with "${prefix}" among ${names.length} suggestions`, status);
    return { value: pick, status, detail: `${names.length} suggestions, "${pick}"` };
  });

  const priced = drugName === undefined ? undefined : await step('price', async () => {
    const { body, status } = await json<Partial<DrugDetails>>(`${API_ROUTES['drug-details'].path}?drugName=${encodeURIComponent(drugName)}&zip=${zip}`);
    const rows = Array.isArray(body.drugs) ? body.drugs : [];
    const priced = rows.filter(isPriced);
    const row = priced.find((r) => r.priceBasis === 'Coupon' && r.couponSig) ?? priced.find((r) => r.couponSig);
    if (!row || !body.selected) throw new StepFailed(`${rows.length} price rows, none with a signed coupon`, status);
    const asked = body.providersAsked?.length ?? 0;
    const answered = body.providersAnswered?.length ?? 0;
    if (answered === 0) throw new StepFailed(`no PBM answered (${asked} asked)${body.stale ? '; prices served stale' : ''}`, status);
    return { value: { row, details: body as DrugDetails }, status, detail: `${rows.length} price rows, ${answered} of ${asked} PBMs answered${body.stale ? ', stale' : ''}` };
  });

  if (priced) {
    await step('coupon', async () => {
      const { row, details } = priced;
      const coupon = couponOfRow(row, details.selected);
      const missing = (['rxBin', 'rxPcn', 'rxGroup', 'memberId'] as const).filter((key) => !coupon[key]);
      if (missing.length) throw new StepFailed(`the coupon has no ${missing.join(', ')}`);
      const res = await get(couponHref(coupon, '/'), 'text/html');
      const type = res.headers.get('content-type') ?? '';
      const html = await res.text();
      if (!type.startsWith('text/html') || !html.includes('<div id="root"')) throw new StepFailed(`/coupon answered ${type || 'no content type'}, not the site's page`, res.status);
      return { value: true, status: res.status, detail: `the coupon page for ${coupon.price.toFixed(2)} USD (BIN ${coupon.rxBin})` };
    });
  }

  const ok = steps.length === 3 && steps.every((s) => s.ok);
  return { ok, steps, ms: Math.round(now() - started) };
}

/** The result as lines for a terminal or a log: one per step, then the verdict. */
export function journeyReport(siteUrl: string, result: JourneyResult): string {
  const lines = [`RxSavvy smoke: ${siteUrl}`];
  for (const name of ['typeahead', 'price', 'coupon'] as const) {
    const s = result.steps.find((x) => x.name === name);
    lines.push(s ? `${s.ok ? 'PASS' : 'FAIL'}  ${name.padEnd(9)}  ${String(s.ms).padStart(5)} ms  ${s.status ?? '---'}  ${s.detail}` : `SKIP  ${name.padEnd(9)}  (an earlier step failed)`);
  }
  lines.push(`${result.ok ? 'PASS' : 'FAIL'}  journey in ${result.ms} ms`);
  return lines.join('\n');
}
