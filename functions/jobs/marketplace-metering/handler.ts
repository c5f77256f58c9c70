import { runMetering } from '../../domain/marketplace/metering';

/**
 * The hourly metering job (EventBridge rule in AWS, a timer in the local runtime). Not an HTTP
 * route: no handler.ts. `run(now)` takes the clock so tests can move it.
 */
export const run = (now: Date = new Date()) => runMetering(now);

export const handler = async (): Promise<void> => {
  await run(new Date());
};
