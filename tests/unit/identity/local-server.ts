import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { identityService } from '../../../functions/local/services/identity';

/**
 * The local identity server alone, as `npm start` mounts it (oidc-provider under /realms/pharmacy
 * on the site's own origin), on a loopback port of its own: these tests read what it publishes.
 */
export async function startLocalIdentityServer(): Promise<{ url: string; close(): Promise<void> }> {
  let handle: Parameters<typeof createServer>[1] = (_req, res) => res.writeHead(503).end();
  const server: Server = createServer((req, res) => handle!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const started = await identityService.start({ url, seed: false });
  handle = (req, res) => {
    const mount = started.mounts?.find((m) => (req.url ?? '/').startsWith(m.prefix));
    if (!mount) return void res.writeHead(404).end();
    void mount.handle(req, res);
  };
  return {
    url,
    close: async () => {
      await started.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
