/**
 * `npm test`: every layer, in the order a failure is cheapest to find, stopping at the first group
 * that fails. Stages that use one core each run side by side (the CI machine has two): typecheck
 * with lint, and the integration suite with the attack suite (each starts its own runtime on free
 * ports). The SPA is built once and the reliability runs and Playwright reuse it
 * (RXSAVVY_WEB_BUILT). It ends with how long each stage took, so the slow parts are visible.
 */
import { spawn } from 'node:child_process';

const GROUPS: string[][] = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['test:integration', 'test:security'],
  ['test:bundles'],
  ['test:infra'],
  ['test:synth'],
  ['build:web'],
  ['test:reliability'],
  ['test:e2e'],
];

interface Run { script: string; status: number | null; seconds: number; output: string }

function run(script: string, buffered: boolean): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: webBuilt ? { ...process.env, RXSAVVY_WEB_BUILT: '1' } : process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ script, status, seconds: Math.round((Date.now() - started) / 1000), output }));
  });
}

let webBuilt = false;
const times: Run[] = [];
const started = Date.now();
let failed: string[] = [];
for (const group of GROUPS) {
  const side = group.length > 1;
  if (side) console.log(`\n> ${group.join(' + ')} (side by side; each one's output follows when it ends)`);
  const runs = await Promise.all(group.map(async (script) => {
    const result = await run(script, side);
    if (side) console.log(`\n----- npm run ${script} (${result.status === 0 ? 'passed' : 'FAILED'}, ${result.seconds} s) -----\n${result.output}`);
    return result;
  }));
  times.push(...runs);
  failed = runs.filter((r) => r.status !== 0).map((r) => r.script);
  if (failed.length) break;
  if (group.includes('build:web')) webBuilt = true;
}

console.log('\nnpm test, seconds per stage:');
for (const t of times) console.log(`  ${t.status === 0 ? '✓' : '✗'} ${t.script.padEnd(18)} ${String(t.seconds).padStart(5)}`);
console.log(`  total ${Math.round((Date.now() - started) / 1000)} s${failed.length ? `: FAILED in ${failed.join(', ')}` : ''}`);
process.exitCode = failed.length ? 1 : 0;
