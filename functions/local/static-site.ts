import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE_HEADERS } from '../../shared/site-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /text|javascript|json|xml|svg/;
const gzipCache = new Map<string, Buffer>();

/**
 * The built SPA as CloudFront serves it: files from the bucket, hashed assets cached for a
 * year, and every other path falling back to index.html (client-side routes).
 */
export function createStaticSite(distDir: string) {
  const root = normalize(distDir + sep);

  async function fileAt(urlPath: string): Promise<string | undefined> {
    const decoded = decodeURIComponent(urlPath);
    const candidate = normalize(join(root, decoded));
    if (!candidate.startsWith(root)) return undefined;
    try {
      const info = await stat(candidate);
      return info.isFile() ? candidate : undefined;
    } catch {
      return undefined;
    }
  }

  return async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    let file: string | undefined;
    try {
      file = await fileAt(path);
    } catch {
      file = undefined;
    }
    const isAsset = path.startsWith('/assets/');
    // Source maps are never deployed (infra/stacks/web-stack.ts), so they are not served here either.
    if (path.endsWith('.map')) file = undefined;
    if (!file && isAsset) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const target = file ?? join(root, 'index.html');
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    let body: Buffer;
    try {
      body = await readFile(target);
    } catch {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built. Run `npm run build:web`.');
      return;
    }
    const headers: Record<string, string> = {
      ...SITE_HEADERS,
      'content-type': type,
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let zipped = gzipCache.get(target);
      if (!zipped) {
        zipped = gzipSync(body);
        if (isAsset) gzipCache.set(target, zipped);
      }
      body = zipped;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
