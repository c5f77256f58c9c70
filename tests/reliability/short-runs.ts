import { spawnSync } from 'node:child_process';

/**
 * `npm run test:reliability`: the quick version of each reliability script, one after the other, then
 * the canary's journey against the local runtime (`npm run smoke:local`, so `npm run smoke` and the
 * deployed canary keep working). All run even when one fails, so a single run shows every failure;
 * any failure fails it.
 */
const SCRIPTS = ['fuzz', 'load', 'faults', 'durability', 'smoke:local'];

const failed = SCRIPTS.filter((script) => spawnSync('npm', ['run', script, '--', '--short'], { stdio: 'inherit' }).status !== 0);
console.log(`\nreliability (short): ${failed.length ? `FAILED ${failed.join(', ')}` : 'all passed'}`);
process.exitCode = failed.length ? 1 : 0;
