import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { consumerPath } from './request-paths';
import { startRuntimeProcess } from './runtime-process';

/**
 * `npm run bench:bytes`: the bytes on the wire of a price page (GET /api/ecsdosage0) from the local
 * runtime, uncompressed and as the function now compresses it (brotli and gzip), for the full page
 * and cut to its first 50 rows (the same answer with `drugs` sliced, compressed with the function's
 * settings). Writes tests/bench/price-page-bytes.json, which `npm run cost` reads.
 */
interface Wire { bytes: number; encoding: string }

function get(url: string, acceptEncoding: string): Promise<Wire & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, encoding: String(res.headers['content-encoding'] ?? 'identity'), body });
      });
    }).on('error', reject).end();
  });
}

const runtime = await startRuntimeProcess({ FEATURED_SAVINGS_TIMER: 'off', SIGNUPS_TIMER: 'off', CANARY_TIMER: 'off' });
try {
  const url = `${runtime.url}${consumerPath('Lisinopril', '92101', 30)}`;
  await get(url, 'identity'); // warm: PBMs answered and cached, so every read below is the same answer
  const plain = await get(url, 'identity');
  const br = await get(url, 'br, gzip');
  const gzip = await get(url, 'gzip');
  const page = JSON.parse(plain.body.toString('utf8')) as { drugs: unknown[] };
  const fifty = JSON.stringify({ ...page, drugs: page.drugs.slice(0, 50) });
  const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length;
  const result = {
    at: new Date().toISOString(),
    fullPage: { rows: page.drugs.length, identity: plain.bytes, br: br.encoding === 'br' ? br.bytes : null, gzip: gzip.encoding === 'gzip' ? gzip.bytes : null },
    fiftyRows: { rows: Math.min(50, page.drugs.length), identity: Buffer.byteLength(fifty), br: brotli(fifty), gzip: gzipSync(fifty, { level: 6 }).length },
  };
  writeFileSync(join(import.meta.dirname, 'price-page-bytes.json'), `${JSON.stringify(result, null, 2)}\n`);
  const kb = (n: number | null) => (n === null ? 'not compressed!' : `${(n / 1024).toFixed(1)} KB`);
  console.log(`price page, ${result.fullPage.rows} rows: ${kb(result.fullPage.identity)} plain, ${kb(result.fullPage.br)} brotli, ${kb(result.fullPage.gzip)} gzip (on the wire)`);
  console.log(`price page, first 50 rows: ${kb(result.fiftyRows.identity)} plain, ${kb(result.fiftyRows.br)} brotli, ${kb(result.fiftyRows.gzip)} gzip`);
  if (result.fullPage.br === null || result.fullPage.gzip === null) process.exitCode = 1;
} finally {
  await runtime.stop();
}
