import { startRuntimeProcess } from './runtime-process';
import { measureSpa } from './spa';

/** `npm run bench:spa`: only the SPA figures of `npm run bench` (build first), for quick iteration. */
const runtime = await startRuntimeProcess();
try {
  const figures = await measureSpa(runtime.url, process.argv.slice(2).length ? process.argv.slice(2) : undefined);
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await runtime.stop();
}
