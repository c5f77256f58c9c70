import type { TestProject } from 'vitest/node';
import { startLocalRuntime, type LocalRuntime } from '../../functions/local/runtime';

/**
 * Integration tests talk HTTP to a real local runtime: dynalite in memory on a free port, every
 * helper service, every route of the route table. Tests read `inject('apiUrl')`.
 */
let runtime: LocalRuntime | undefined;

export async function setup(project: TestProject): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  // Deterministic PBM answers: no simulated latency unless a test asks for it.
  process.env.PBM_SIMULATOR_LATENCY ??= 'none';
  // Tests run the reminder dispatcher at a chosen time (POST /api/dev/dispatch-signups), never on the timer.
  process.env.SIGNUPS_TIMER ??= 'off';
  // Featured Savings cards are computed by the tests that need them (featured-savings.int.test.ts), never by a timer racing them.
  process.env.FEATURED_SAVINGS_TIMER ??= 'off';
  // The reference seed (113,000 ICD-10-CM and RxNorm items) takes minutes into dynalite; its own tests load it into tables of their own.
  process.env.REFERENCE_SEED ??= 'off';
  runtime = await startLocalRuntime({ port: 0, seed: true });
  project.provide('apiUrl', runtime.url);
  project.provide('dynamoEndpoint', process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '');
  project.provide('tableEnv', JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('TABLE_')))));
  project.provide('serviceEnv', JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([k]) => /^(TABLE_|PBM_|AWS_ENDPOINT|SIMULATOR|OIDC|OUTBOX|COUPON_SIGNING_KEY|\w+_QUEUE_URL$)/.test(k)))));
}

export async function teardown(): Promise<void> {
  await runtime?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dynamoEndpoint: string;
    tableEnv: string;
    serviceEnv: string;
  }
}
