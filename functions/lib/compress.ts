import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compression of API answers, in the function. API Gateway's HTTP API never compresses, and
 * CloudFront compresses only behind a cache policy that caches (DESIGN §10): the API behaviours
 * use the managed CachingDisabled policy on purpose, so that no visitor's answer is ever shared
 * (README "Bytes on the wire and cost"). With caching off CloudFront passes the viewer's Accept-Encoding to the
 * API like any other header, and passes a compressed answer back untouched.
 *
 * Brotli when the caller accepts it (every current browser over HTTPS), else gzip, else the
 * plain body. Quality 6 / level 6: measured on a 50-row price page, brotli 11 is about 10 %
 * smaller but ~100× slower, too slow to do on each answer.
 */
export type Encoding = 'br' | 'gzip';

/** Bodies below this are sent as they are: a few hundred bytes saved are not worth the CPU (CloudFront's own floor is 1,000 bytes). */
export const MIN_COMPRESS_BYTES = 1024;
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;
/** Compressed bodies kept per container, by their text: a reused answer (a memoised price page) is compressed once. */
const MEMO_ENTRIES = 32;

/** The best encoding the Accept-Encoding header allows: `br`, then `gzip`; none for `identity`, `q=0` or an unknown list. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.slice(0, 512).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const memo = new Map<string, Partial<Record<Encoding, string>>>();

/** The body compressed with `encoding`, base64 (what API Gateway takes for a binary body). */
export function compressBase64(body: string, encoding: Encoding): string {
  const known = memo.get(body);
  const hit = known?.[encoding];
  if (hit) return hit;
  const bytes = encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
    : gzipSync(body, { level: GZIP_LEVEL });
  const encoded = bytes.toString('base64');
  if (!known && memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  memo.set(body, { ...known, [encoding]: encoded });
  return encoded;
}

export interface EncodedBody {
  body: string;
  isBase64Encoded: boolean;
  headers: Record<string, string>;
}

/**
 * The answer as it goes on the wire for a caller that sent `acceptEncoding`: compressed (base64,
 * with Content-Encoding) when it is large enough and the caller takes br or gzip. Every answer
 * large enough to be compressed says `Vary: Accept-Encoding`, so a browser cache never serves a
 * compressed copy to a request that did not ask for one.
 */
export function encodeBody(body: string, acceptEncoding: string | undefined): EncodedBody {
  if (Buffer.byteLength(body) < MIN_COMPRESS_BYTES) return { body, isBase64Encoded: false, headers: {} };
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return { body, isBase64Encoded: false, headers: { vary: 'accept-encoding' } };
  return { body: compressBase64(body, encoding), isBase64Encoded: true, headers: { 'content-encoding': encoding, vary: 'accept-encoding' } };
}
