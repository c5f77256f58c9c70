import { catalogSeedService } from './services/catalog-seed';
import { pbmSimulatorService } from './services/pbm-simulator';
import { identityService } from './services/identity';
import { outboxService } from './services/outbox';
import { marketplaceLocalService } from './services/marketplace';
import { schedulerService } from './scheduler';
import { usageLogService } from './services/usage-log';
import { queuesService } from './services/queues';
import type { LocalService } from './services/service';

/**
 * The helper services `npm start` runs beside the API, in start order: each takes a free port
 * or mounts itself on the site's origin. Features add theirs here (catalog seed, PBM simulator,
 * identity server, outbox).
 */
export const localServices: LocalService[] = [
  catalogSeedService,
  pbmSimulatorService,
  // ── outbox ──
  outboxService,
  // ── identity server ──
  identityService,
  // ── coupon API and marketplace: the metering simulator ──
  marketplaceLocalService,
  // The Coupon API routes' usage lines, delivered to the usage meter as CloudWatch Logs would.
  usageLogService,
  // The SQS queues (price-alert-checks), delivered to their consumer jobs as SQS would.
  queuesService,
  // Last: the jobs it runs may need every service above (e.g. the metering simulator's URL).
  schedulerService,
];
