import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startRuntimeProcess } from '../bench/runtime-process';
import { verdict } from './run-options';

/**
 * `npm run smoke:local`: `npm run smoke` against the local runtime as its own process (as `npm start`
 * runs it, with the built SPA), so the canary's journey keeps working: CI runs it in
 * `npm run test:reliability`. The SPA is built first when web/dist has none.
 */
const ROOT = join(import.meta.dirname, '..', '..');
if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
  if (spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('npm run build:web failed');
}
const runtime = await startRuntimeProcess({ FEATURED_SAVINGS_TIMER: 'off', SIGNUPS_TIMER: 'off' });
const failures: string[] = [];
try {
  const run = spawnSync('npm', ['run', 'smoke', '--', '--url', runtime.url], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) failures.push(`npm run smoke -- --url ${runtime.url} exited ${run.status}`);
} finally {
  await runtime.stop();
}
verdict('smoke (local runtime)', failures);
