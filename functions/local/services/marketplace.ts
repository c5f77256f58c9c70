import { randomBytes } from 'node:crypto';
import type { LocalService } from './service';
import { resetMeteringClient } from '../../lib/marketplace-client';
import { createMeteringSimulator } from '../marketplace-metering-simulator';
import { SESSION_SECRET_ENV } from '../../domain/marketplace/session';

/**
 * The Coupon API's local helpers: the Marketplace Metering simulator on the site's origin (the
 * hourly metering job itself runs from functions/local/scheduler.ts) and a registration-session
 * secret made at start (never stored).
 */
export const marketplaceLocalService: LocalService = {
  name: 'marketplace',
  async start({ url }) {
    const simulator = createMeteringSimulator();
    resetMeteringClient();
    return {
      env: {
        AWS_ENDPOINT_URL_MARKETPLACE_METERING: `${url}${simulator.prefix}`,
        [SESSION_SECRET_ENV]: process.env[SESSION_SECRET_ENV] ?? randomBytes(32).toString('base64url'),
      },
      mounts: [simulator],
      close: async () => undefined,
    };
  },
};
