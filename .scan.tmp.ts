import { build } from 'esbuild';
import { join } from 'node:path';
import { routes } from './functions/tables/routes';
import { jobs } from './functions/tables/jobs';
import { esbuildOptions } from './infra/bundling';
const entries = [...routes.map((r) => ({ id: r.id, res: r.resources, entry: join('functions/routes', r.id, 'handler.ts') })), ...jobs.map((j) => ({ id: j.id, res: j.resources, entry: join('functions/jobs', j.id, 'handler.ts') }))];
for (const e of entries) {
  const r = await build({ ...esbuildOptions(e.entry, `/tmp/d1pbm/out2/${e.id}/index.mjs`), write: false });
  const js = r.outputFiles!.find((o) => o.path.endsWith('.mjs'))!.text;
  const sdk = [...js.matchAll(/import\{([^}]*)\}from"@aws-sdk\/(lib-dynamodb|client-dynamodb)"/g)].map((m) => m[1]).join(',');
  const cmds = [...new Set(sdk.split(',').map((s) => s.split(' as ')[0]!.trim()).filter((s) => /Command|paginate/.test(s)))].sort();
  console.log(`${e.id}\t${cmds.join(',')}\t${JSON.stringify(e.res.tables ?? {})}`);
}
