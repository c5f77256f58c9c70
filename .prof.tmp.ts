import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptions } from './infra/bundling';
const id = process.argv[2] ?? 'drug-details';
const dir = join(import.meta.dirname, 'node_modules/.cache/rxsavvy-prof', id);
const out = join(dir, 'index.mjs');
await build({ ...esbuildOptions(join(import.meta.dirname, id.startsWith('job:') ? `functions/jobs/${id.slice(4)}/handler.ts` : `functions/routes/${id}/handler.ts`), out), minify: false });
const src = readFileSync(out, 'utf8').split('\n');
const moduleAt: string[] = []; let cur = '(banner)';
src.forEach((line, i) => { const m = line.match(/^\/\/ (\S+\.(?:ts|js|mjs|cjs|json))$/); if (m) cur = m[1]!; moduleAt[i] = cur; });
const pre = (process.argv[3] ?? '').split(',').filter(Boolean);
const profDir = join(dir, 'prof'); rmSync(profDir, { recursive: true, force: true }); mkdirSync(profDir);
const script = `${pre.map((m) => `await import(${JSON.stringify(m)});`).join('')}const t=performance.now();await import(${JSON.stringify(pathToFileURL(out).href)});console.log('import ms', (performance.now()-t).toFixed(1))`;
console.log(execFileSync(process.execPath, ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', profDir, '--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' }, cwd: dir }).trim());
const prof = JSON.parse(readFileSync(join(profDir, readdirSync(profDir)[0]!), 'utf8'));
const byId = new Map(prof.nodes.map((n: any) => [n.id, n]));
const self = new Map<number, number>();
prof.samples.forEach((s: number, i: number) => self.set(s, (self.get(s) ?? 0) + (prof.timeDeltas[i] ?? 0)));
// attribute each sample to the nearest ancestor frame in the bundle file (by line), else to its url
const parent = new Map<number, number>(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const totals = new Map<string, number>();
for (const [nid, us] of self) {
  let n: any = byId.get(nid); let key: string | undefined;
  for (let x: any = n; x; x = byId.get(parent.get(x.id)!)) { if (x.callFrame.url.endsWith('index.mjs')) { key = moduleAt[x.callFrame.lineNumber] + (x.callFrame.functionName ? '' : ''); break; } }
  if (!key) { let x: any = n; while (x && !x.callFrame.url) x = byId.get(parent.get(x.id)!); key = x ? 'ext:' + x.callFrame.url.replace(/^.*node_modules\//, '').split('/').slice(0, 2).join('/') : n.callFrame.functionName || '(program)'; }
  totals.set(key, (totals.get(key) ?? 0) + us);
}
const sorted = [...totals].sort((a, b) => b[1] - a[1]);
console.log(sorted.slice(0, 40).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`).join('\n'));
