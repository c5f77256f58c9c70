import { join } from 'node:path';
import { startLocalRuntime } from './runtime';

/** `npm start` / `npm run dev`: the whole product on loopback. Ctrl-C stops everything. */
const dev = process.argv.includes('--dev');
process.env.LOG_LEVEL ??= 'warn';

const runtime = await startLocalRuntime({
  port: Number(process.env.PORT ?? 3000),
  dataDir: process.env.DATA_DIR ?? join(import.meta.dirname, '..', '..', '.data', 'dynamodb'),
  dev,
});

console.log(`\n  RxSavvy is running at ${runtime.url}${dev ? ' (dev mode, hot reload)' : ''}\n  Press Ctrl-C to stop.\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void runtime.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
