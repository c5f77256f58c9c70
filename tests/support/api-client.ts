import { inject } from 'vitest';

/** Response bodies are checked field by field in tests, so they are typed loosely here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Small fetch helpers for integration tests against the local runtime. */
export function apiUrl(path: string, query?: Record<string, string | number | boolean | undefined>): string {
  const url = new URL(path, inject('apiUrl'));
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.href;
}

export async function getJson(path: string, query?: Record<string, string | number | boolean | undefined>, headers?: Record<string, string>) {
  const res = await fetch(apiUrl(path, query), { headers });
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => undefined)) as Json };
}

export async function postJson(path: string, body: unknown, headers?: Record<string, string>) {
  const res = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => undefined)) as Json };
}

/** Points this worker's SDK clients at the runtime's dynalite, for tests that read tables directly. */
export function useRuntimeEnv(): void {
  Object.assign(process.env, JSON.parse(inject('serviceEnv')) as Record<string, string>);
  process.env.AWS_ENDPOINT_URL_DYNAMODB = inject('dynamoEndpoint');
}

/**
 * A GET as a patient client makes it: a 503 is asked again after its Retry-After, and an answer whose
 * PBMs are still `providersChecking` is asked again until complete (the API docs tell partners to do
 * both). Tests of what the answer holds use it so that a busy machine, where the runtime sheds load or
 * some PBMs miss the deadline, changes how long they wait, not what they see. Gives up after `withinMs`.
 */
export async function getCompleteJson(path: string, query?: Record<string, string | number | boolean | undefined>, headers?: Record<string, string>, withinMs = 15_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    const res = await getJson(path, query, headers);
    const shed = res.status === 503 && res.headers.has('retry-after');
    const checking = res.status === 200 && Array.isArray(res.body?.providersChecking) && res.body.providersChecking.length > 0;
    if ((!shed && !checking) || Date.now() >= until) return res;
    const waitMs = shed ? Math.min(Number(res.headers.get('retry-after')) * 1000 || 1000, 3000) : 500;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
