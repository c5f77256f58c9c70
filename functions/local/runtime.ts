import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { COUPON_SIGNING_KEY } from '../../shared/contracts/coupon';
import { resetAwsClients } from '../lib/aws';
import { useHealthSource } from '../domain/admin/function-health';
import { localHealthSource } from './function-health';
import { dispatchApi } from './api-dispatcher';
import { ensureTables, startDynalite } from './dynamodb';
import { createStaticSite } from './static-site';
import { localServices } from './service-registry';
import type { Mount, StartedService } from './services/service';

export interface LocalRuntimeOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Where dynalite keeps its data; omitted means in memory (tests). */
  dataDir?: string;
  /** Serve the SPA through Vite's dev server (hot reload) instead of web/dist. */
  dev?: boolean;
  distDir?: string;
  /** Load the seed catalog and other seed data when tables are empty. */
  seed?: boolean;
}

export interface LocalRuntime {
  url: string;
  port: number;
  close(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Everything `npm start` runs, in one process on loopback: dynalite, the helper services
 * (functions/local/service-registry.ts), every route of functions/tables/routes.ts and the SPA.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  process.env.STAGE ??= 'local';
  // The SDK warns about Node versions it will stop supporting; the runtime need not repeat it to developers.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  // Every route shares this process (and Powertools' one metrics buffer) concurrently: no EMF here.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  // Secrets Manager stand-in: made per run, never stored (coupon links from an earlier run no longer verify).
  process.env[COUPON_SIGNING_KEY] ??= randomBytes(32).toString('base64url');
  const host = options.host ?? '127.0.0.1';

  const dynamo = await startDynalite(options.dataDir);
  // The NADAC drop bucket's stand-in: a folder beside the data (`.data/nadac-drop/` under `npm start`), read by the
  // nadac-refresh job (functions/local/scheduler.ts). An in-memory runtime (the tests) has none unless NADAC_DROP_DIR is set.
  if (options.dataDir) {
    process.env.NADAC_DROP_DIR ??= join(options.dataDir, '..', 'nadac-drop');
    mkdirSync(process.env.NADAC_DROP_DIR, { recursive: true });
  }
  process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamo.endpoint;
  resetAwsClients();
  await ensureTables(dynamo.endpoint);
  // Every route runs in this process, so the lambda-status page reads this runtime's own counters.
  useHealthSource(localHealthSource());

  // The port is taken first (services need the URL), so requests that arrive while the services
  // start are held until everything is ready instead of reaching a server with no handler.
  let markReady!: (handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) => void;
  const ready = new Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>>((resolve) => (markReady = resolve));
  const server = createServer((req, res) => {
    void ready.then((handler) => handler(req, res)).catch((err: Error) => {
      console.error('[local] request failed:', err.message);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });
  // Idle keep-alive connections stay open a minute, as API Gateway and CloudFront keep theirs: with
  // Node's 5 s default, a client reusing a connection just as the server closed it got ECONNRESET
  // (a Playwright API request failed so in a clean-clone run).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Requests Node's parser refuses (a request line or headers over 16 KB, a malformed request) get
  // the API's error body too, as API Gateway and CloudFront answer them themselves in AWS.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({ error: tooLarge ? { code: 'headers_too_large', message: 'The request line or headers are too large.' } : { code: 'bad_request', message: 'The request is malformed.' } });
    socket.end(`HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  const started: StartedService[] = [];
  const mounts: Mount[] = [];
  const closeAll = async () => {
    for (const s of started.reverse()) await s.close().catch(() => undefined);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections?.();
    await dynamo.close();
  };
  try {
    for (const service of localServices) {
      const s = await service.start({ url, seed: options.seed ?? true });
      started.push(s);
      Object.assign(process.env, s.env ?? {});
      mounts.push(...(s.mounts ?? []));
    }
  } catch (err) {
    await closeAll();
    throw err;
  }

  const web = options.dev ? await viteMiddleware(server) : createStaticSite(options.distDir ?? process.env.WEB_DIST_DIR ?? join(ROOT, 'web', 'dist'));
  markReady(handle);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const mount = mounts.find((m) => path === m.prefix || path.startsWith(`${m.prefix}/`));
    if (mount) return mount.handle(req, res);
    if (await dispatchApi(req, res)) return;
    return web(req, res);
  }

  return { url, port, close: closeAll };
}

async function viteMiddleware(server: Server) {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    configFile: join(ROOT, 'web', 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
  });
  server.on('close', () => void vite.close());
  return (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve) => vite.middlewares(req, res, () => resolve()));
}
