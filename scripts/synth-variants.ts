/**
 * `npm run test:synth`: the whole CDK app through the real CLI, offline, as `cdk deploy` would
 * build it (version reporting on, cdk-nag on). The default context bundles every function with
 * esbuild; the other contexts (custom domain, prod, fixed regions, the Identity stack) check their templates without
 * bundling again. Then every stack's resource count must stay under MAX_RESOURCES (the
 * CloudFormation limit is 500: the margin is room for routes to grow before a split is needed).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAX_RESOURCES = 400;
const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-4000-8000-000000000000';

interface Variant { name: string; context: string[]; env?: Record<string, string>; bundle?: boolean }
const VARIANTS: Variant[] = [
  { name: 'default context, esbuild bundling', context: [], bundle: true },
  { name: 'custom domain', context: ['domainName=dev.rxsavvy.com', `certificateArn=${CERT}`] },
  { name: 'CDK_DEFAULT_REGION=us-east-1', context: [], env: { CDK_DEFAULT_REGION: 'us-east-1' } },
  { name: 'CDK_DEFAULT_REGION=eu-west-1', context: [], env: { CDK_DEFAULT_REGION: 'eu-west-1' } },
  // The stage's own Keycloak (the Identity stack): its load balancer's access logs need the region at synth.
  {
    name: 'identity=managed (the Identity stack)',
    context: ['domainName=dev.rxsavvy.com', `certificateArn=${CERT}`, 'identity=managed', 'identityDomainName=auth.dev.rxsavvy.com', `identityCertificateArn=${CERT}`, 'identityAdminCidrs=["203.0.113.0/24"]'],
    env: { CDK_DEFAULT_REGION: 'us-east-1' },
  },
];

function resourceCounts(outDir: string): [string, number][] {
  return readdirSync(outDir)
    .filter((f) => f.endsWith('.template.json'))
    .map((f) => [f.replace('.template.json', ''), Object.keys((JSON.parse(readFileSync(join(outDir, f), 'utf8')) as { Resources?: object }).Resources ?? {}).length]);
}

let failed = false;
for (const variant of VARIANTS) {
  const out = mkdtempSync(join(tmpdir(), 'rxsavvy-synth-'));
  const args = ['cdk', 'synth', '--quiet', '--output', out, ...variant.context.flatMap((c) => ['--context', c])];
  const started = Date.now();
  const run = spawnSync('npx', args, {
    encoding: 'utf8',
    env: { ...process.env, ...variant.env, ...(variant.bundle ? {} : { RXSAVVY_SYNTH_BUNDLING: 'off' }) },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) {
    failed = true;
    console.error(`✗ ${variant.name} (${seconds} s): cdk synth failed\n${(run.stdout + run.stderr).split('\n').filter((l) => /ERROR|Error|error/.test(l)).slice(0, 30).join('\n')}`);
    continue;
  }
  const counts = resourceCounts(out);
  const over = counts.filter(([, n]) => n > MAX_RESOURCES);
  if (over.length) failed = true;
  const largest = counts.toSorted((a, b) => b[1] - a[1])[0];
  console.log(`${over.length ? '✗' : '✓'} ${variant.name} (${seconds} s): ${counts.length} templates, largest ${largest?.[0]} with ${largest?.[1]} resources${over.length ? `; over ${MAX_RESOURCES}: ${over.map(([s, n]) => `${s} ${n}`).join(', ')}` : ''}`);
}

const PROD = ['--context', 'stage=prod', '--context', 'domainName=rxsavvy.com', '--context', `certificateArn=${CERT}`];
const synthQuietly = (extra: string[]) => spawnSync('npx', ['cdk', 'synth', '--quiet', '--output', mkdtempSync(join(tmpdir(), 'rxsavvy-synth-')), ...PROD, ...extra], {
  encoding: 'utf8',
  env: { ...process.env, RXSAVVY_SYNTH_BUNDLING: 'off' },
});
const prod = synthQuietly(['--context', 'pbmEndpoints=account']);
console.log(`${prod.status === 0 ? '✓' : '✗'} prod with a custom domain and the real PBMs' parameter`);
if (prod.status !== 0) {
  failed = true;
  console.error((prod.stdout + prod.stderr).split('\n').filter((l) => /ERROR|Error/.test(l)).slice(0, 30).join('\n'));
}
// prod must refuse to synth on the sandbox simulator, naming what is missing.
const noPbms = synthQuietly([]);
const refused = noPbms.status !== 0 && (noPbms.stdout + noPbms.stderr).includes('/rxsavvy/prod/pbm-endpoints');
console.log(`${refused ? '✓' : '✗'} prod without PBM configuration refuses to synth and names the missing parameter`);
if (!refused) failed = true;
process.exit(failed ? 1 : 0);
