import type { FuzzRequest } from './hostile-requests';

const MAX_SHOWN = 160;
const shorten = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}… (${text.length} chars)` : text);
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A curl line that sends the request again (long values shortened; `npm run fuzz -- --only=<index>` sends it exactly). */
export function reproduction(base: string, req: FuzzRequest): string {
  const headers = Object.entries(req.headers).map(([k, v]) => `-H ${quote(`${k}: ${shorten(v)}`)}`);
  const body = req.body === undefined ? [] : [`--data-binary ${quote(shorten(Buffer.isBuffer(req.body) ? `<${req.body.length} bytes of ${JSON.stringify(req.body.subarray(0, 1).toString('latin1'))}>` : req.body))}`];
  return [`curl -X ${req.method}`, quote(`${base}${shorten(req.target)}`), ...headers, ...body].join(' ');
}

/** Failures grouped by request line and problem, each with its count, the kinds of attack that hit it and its first example. */
export class FailureBook {
  private readonly groups = new Map<string, { count: number; kinds: Set<string>; first: FuzzRequest }>();

  add(req: FuzzRequest, problem: string): void {
    const key = `${req.method} ${shorten(req.target.split('?')[0]!)} [${req.route.id}]: ${problem}`;
    const group = this.groups.get(key) ?? { count: 0, kinds: new Set<string>(), first: req };
    group.count += 1;
    group.kinds.add(req.kind);
    this.groups.set(key, group);
  }

  lines(base: string): string[] {
    return [...this.groups.entries()].map(
      ([key, { count, kinds, first }]) => `${key} (${count}x: ${[...kinds].join(', ')})\n      e.g. #${first.index}: ${reproduction(base, first)}\n      npm run fuzz -- --only=${first.index}`,
    );
  }

  get total(): number {
    return [...this.groups.values()].reduce((n, g) => n + g.count, 0);
  }
}
