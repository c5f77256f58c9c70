import type { LocalService } from '../service-registry';
import { run } from '../../domain/price-alerts/scan';

/** Daily at this UTC hour (a US morning), like the EventBridge rule in AWS. */
export const SCAN_HOUR_UTC = 14;

export function msUntilNextScan(now: Date): number {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), SCAN_HOUR_UTC));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** `npm start`: the price-drop scan on a daily timer (tests call run() with their own clock instead). */
export const priceAlertsScanService: LocalService = {
  name: 'price-alerts-scan',
  async start() {
    let timer: NodeJS.Timeout | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        void run(new Date()).catch((err: Error) => console.error('[price-alerts-scan] failed:', err.name)).finally(schedule);
      }, msUntilNextScan(new Date()));
      timer.unref();
    };
    schedule();
    return { close: async () => clearTimeout(timer) };
  },
};
