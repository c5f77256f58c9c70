/**
 * Answers a handler gives again, unchanged, to later requests (a memoised price page): their JSON
 * is made once and reused by lib/http.ts. An object marked here must never be changed afterwards.
 */
const serialised = new WeakMap<object, string>();

export function markReusable<T extends object>(body: T): T {
  if (!serialised.has(body)) serialised.set(body, JSON.stringify(body));
  return body;
}

/** The body's JSON: made once for a reusable answer, else now. */
export function serialise(body: unknown): string {
  return (typeof body === 'object' && body !== null && serialised.get(body)) || JSON.stringify(body);
}
