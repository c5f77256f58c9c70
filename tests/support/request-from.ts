import { request } from 'node:http';

/**
 * A request from a chosen loopback source address (127.0.0.0/8 all reach the runtime), so a
 * test can exhaust one "visitor's" rate limit without touching the others'.
 */
export function postFrom(localAddress: string, url: string, body: unknown): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}
