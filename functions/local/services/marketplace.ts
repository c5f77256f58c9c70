import { randomBytes } from 'node:crypto';
import type { LocalService } from '../service-registry';
import { run as runMetering } from '../../jobs/marketplace-metering/handler';
import { resetMeteringClient } from '../../lib/marketplace-client';
import { createMeteringSimulator } from '../marketplace-metering-simulator';
import { SESSION_SECRET_ENV } from '../../domain/marketplace/session';

/**
 * The Coupon API's local helpers: the Marketplace Metering simulator on the site's origin, a
 * registration-session secret made at start (never stored), and the hourly metering timer
 * (EventBridge in AWS) at five past each hour.
 */
export const marketplaceLocalService: LocalService = {
  name: 'marketplace',
  async start({ url }) {
    const simulator = createMeteringSimulator();
    resetMeteringClient();
    let timer: NodeJS.Timeout | undefined;
    const schedule = () => {
      const now = Date.now();
      const next = Math.ceil((now - 5 * 60_000) / 3_600_000) * 3_600_000 + 5 * 60_000;
      timer = setTimeout(() => {
        void runMetering(new Date()).catch((err: Error) => console.error('[local] metering run failed:', err.name));
        schedule();
      }, Math.max(1000, next - now));
      timer.unref();
    };
    schedule();
    return {
      env: {
        AWS_ENDPOINT_URL_MARKETPLACE_METERING: `${url}${simulator.prefix}`,
        [SESSION_SECRET_ENV]: process.env[SESSION_SECRET_ENV] ?? randomBytes(32).toString('base64url'),
      },
      mounts: [simulator],
      close: async () => clearTimeout(timer),
    };
  },
};
