import type { IncomingMessage, ServerResponse } from 'node:http';
import { catalogSeedService } from './services/catalog-seed';
import { pbmSimulatorService } from './services/pbm-simulator';
import { identityService } from './services/identity';
import { outboxService } from './services/outbox';
import { marketplaceLocalService } from './services/marketplace';
import { schedulerService } from './scheduler';

/** A handler for every path under `prefix` on the site's own origin (e.g. the OIDC provider). */
export interface Mount {
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

export interface StartedService {
  /** Environment the functions need to reach this service (e.g. a simulator's URL). */
  env?: Record<string, string>;
  mounts?: Mount[];
  close(): Promise<void>;
}

export interface LocalService {
  name: string;
  start(ctx: { url: string; seed: boolean }): Promise<StartedService>;
}

/**
 * The helper services `npm start` runs beside the API, in start order: each takes a free port
 * or mounts itself on the site's origin. Features add theirs here (catalog seed, PBM simulator,
 * identity server, outbox).
 */
export const localServices: LocalService[] = [
  catalogSeedService,
  pbmSimulatorService,
  // ── outbox (#5) ──
  outboxService,
  // ── identity server (#6) ──
  identityService,
  // ── coupon API and marketplace (#7): the metering simulator ──
  marketplaceLocalService,
  // Last: the jobs it runs may need every service above (e.g. the metering simulator's URL).
  schedulerService,
];
