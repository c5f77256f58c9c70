/**
 * Bundle figures for `npm run bench`: every function's minified size (built as CDK builds it) and
 * the time to import the price function's bundle in a fresh Node process (a Lambda cold start's
 * module load, without the runtime's own start-up). Run alone: `npx tsx tests/bundles/sizes.ts`.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_OUT_DIR, buildAllBundles, isLayerModule, type BuiltBundle } from './build';

const COLD_IMPORT_RUNS = 7;

const median = (runs: number[]) => Math.round(runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]! * 10) / 10;

/** Runs `script` (an ES module printing numbers) in a fresh Node process, in `cwd` if given (where its bare imports resolve from). */
function freshProcess(script: string, cwd?: string): number[] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } });
  return out.trim().split(' ').map(Number);
}

function coldImportMs(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(file).href)});console.log(performance.now()-t)`;
  return median(Array.from({ length: COLD_IMPORT_RUNS }, () => freshProcess(script)[0]!));
}

/**
 * Where the cold import's time goes: in other fresh processes, what the bundle imports at load from
 * outside it (Node built-ins; the AWS SDK, which Lambda's runtime provides; the Powertools layer), one
 * group after the other, then the bundle itself (its own code; what it imports is loaded by then).
 * Medians of each part, so their sum is near, not equal to, the cold import's median.
 */
function coldImportParts(bundle: BuiltBundle): string {
  const groups = [
    { name: 'Node built-ins', modules: bundle.startImports.filter((m) => m.startsWith('node:')) },
    { name: "AWS SDK (the runtime's in Lambda)", modules: bundle.startImports.filter((m) => m.startsWith('@aws-sdk/') || m.startsWith('@smithy/')) },
    { name: 'Powertools layer', modules: bundle.startImports.filter(isLayerModule) },
  ];
  const steps = [...groups.map((g) => g.modules), [pathToFileURL(bundle.file).href]];
  // Each module loaded as the bundle loads it: with require() if the bundle requires it (functions/lib/cjs), else with import.
  const script = `import{createRequire}from'node:module';const require=createRequire(${JSON.stringify(pathToFileURL(bundle.file).href)});const required=new Set(${JSON.stringify(bundle.requiredAtStart)});const ms=[];for(const group of ${JSON.stringify(steps)}){const t=performance.now();for(const m of group)required.has(m)?require(m):await import(m);ms.push(performance.now()-t)}console.log(ms.join(' '))`;
  // Beside the bundle, so that the groups' bare imports resolve to what the bundle's do.
  const runs = Array.from({ length: COLD_IMPORT_RUNS }, () => freshProcess(script, dirname(bundle.file)));
  const part = (i: number) => median(runs.map((r) => r[i]!));
  return [...groups.map((g, i) => `${g.name} ${part(i)} ms (${g.modules.join(', ') || 'none'})`), `the bundle's own code ${part(groups.length)} ms`].join('; ');
}

export async function bundleReport(): Promise<string> {
  const built = (await buildAllBundles(join(BUNDLE_OUT_DIR, '..', 'rxsavvy-bundle-sizes'))).sort((a, b) => b.bytes - a.bytes);
  const price = built.find((b) => b.id === 'drug-details')!;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const total = built.reduce((sum, b) => sum + b.bytes, 0);
  return [
    `Lambda bundles (minified ESM, AWS SDK from the runtime): ${built.length} functions, ${kb(total)} KB in all, largest ${kb(built[0]!.bytes)} KB (budget 300 KB per route)`,
    `Cold import of the price function's bundle (drug-details): ${coldImportMs(price.file)} ms median of ${COLD_IMPORT_RUNS} fresh processes (goal <= 150 ms)`,
    `  its parts, imported one after the other: ${coldImportParts(price)}`,
    '',
    '| function | kind | KB |',
    '|---|---|---|',
    ...built.map((b) => `| ${b.id} | ${b.kind} | ${kb(b.bytes)} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await bundleReport());
