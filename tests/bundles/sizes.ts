/**
 * Bundle figures for `npm run bench`: every function's minified size (built as CDK builds it) and
 * the time to import the price function's bundle in a fresh Node process (a Lambda cold start's
 * module load, without the runtime's own start-up). Run alone: `npx tsx tests/bundles/sizes.ts`.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_OUT_DIR, buildAllBundles } from './build';

const COLD_IMPORT_RUNS = 7;

function coldImportMs(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(file).href)});console.log(performance.now()-t)`;
  const runs = Array.from({ length: COLD_IMPORT_RUNS }, () => Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } }).trim()));
  return Math.round(runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]! * 10) / 10;
}

export async function bundleReport(): Promise<string> {
  const built = (await buildAllBundles(join(BUNDLE_OUT_DIR, '..', 'rxsavvy-bundle-sizes'))).sort((a, b) => b.bytes - a.bytes);
  const price = built.find((b) => b.id === 'drug-details')!;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const total = built.reduce((sum, b) => sum + b.bytes, 0);
  return [
    `Lambda bundles (minified ESM, AWS SDK from the runtime): ${built.length} functions, ${kb(total)} KB in all, largest ${kb(built[0]!.bytes)} KB (budget 300 KB per route)`,
    `Cold import of the price function's bundle (drug-details): ${coldImportMs(price.file)} ms median of ${COLD_IMPORT_RUNS} fresh processes (goal <= 150 ms)`,
    '',
    '| function | kind | KB |',
    '|---|---|---|',
    ...built.map((b) => `| ${b.id} | ${b.kind} | ${kb(b.bytes)} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await bundleReport());
