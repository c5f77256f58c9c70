import { Agent, request } from 'node:http';

export interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
  ms: number;
  /** The Retry-After header, when the answer has one. */
  retryAfter?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/**
 * One request exactly as written (method, target, headers, body: nothing normalized, unlike fetch).
 * Rejects when no answer arrives (socket closed, reset, or timeout).
 */
export function sendRaw(base: string, req: { method: string; target: string; headers: Record<string, string>; body?: string | Buffer }, timeoutMs = 15_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    const outgoing = request({ agent, hostname, port, method: req.method, path: req.target, headers: { ...req.headers, ...(body ? { 'content-length': String(body.length) } : {}) }, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      const retryAfter = res.headers['retry-after'];
      res.on('end', () => resolve({
        status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started,
        ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
      }));
      res.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
