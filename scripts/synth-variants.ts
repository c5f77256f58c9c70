/**
 * `npm run test:synth`: the whole CDK app through the real CLI, offline, as `cdk deploy` would
 * build it (version reporting on, cdk-nag on). The default context bundles every function with
 * esbuild; the other contexts (custom domain, prod, fixed regions, the Identity stack) check their templates without
 * bundling again. Then every stack's resource count must stay under MAX_RESOURCES (the
 * CloudFormation limit is 500: the margin is room for routes to grow before a split is needed).
 *
 * Each synth is its own `cdk` process (most of its time is loading the app and aws-cdk-lib, on one
 * core), so they run side by side, as many at once as the machine has cores (SYNTH_CONCURRENCY to
 * change it): on two cores the six synths take about half as long as one after the other.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

const MAX_RESOURCES = 400;
const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-4000-8000-000000000000';
const PROD = ['stage=prod', 'domainName=rxsavvy.com', `certificateArn=${CERT}`];

interface Synth { status: number | null; output: string; outDir: string; seconds: string }
interface Variant {
  name: string;
  context: string[];
  env?: Record<string, string>;
  bundle?: boolean;
  /** What the run must show; undefined when it passed. Default: it succeeded and no stack is too large. */
  judge?: (run: Synth) => string | undefined;
}

const VARIANTS: Variant[] = [
  { name: 'default context, esbuild bundling', context: [], bundle: true },
  { name: 'custom domain', context: ['domainName=dev.rxsavvy.com', `certificateArn=${CERT}`] },
  { name: 'CDK_DEFAULT_REGION=us-east-1', context: [], env: { CDK_DEFAULT_REGION: 'us-east-1' } },
  { name: 'CDK_DEFAULT_REGION=eu-west-1', context: [], env: { CDK_DEFAULT_REGION: 'eu-west-1' } },
  { name: 'prod with a custom domain and the real PBMs\' parameter', context: [...PROD, 'pbmEndpoints=account'] },
  {
    // prod must refuse to synth on the sandbox simulator, naming what is missing.
    name: 'prod without PBM configuration refuses to synth and names the missing parameter',
    context: PROD,
    judge: (run) => (run.status !== 0 && run.output.includes('/rxsavvy/prod/pbm-endpoints') ? undefined : 'it did not refuse, or did not name /rxsavvy/prod/pbm-endpoints'),
  },
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

function synth(variant: Variant): Promise<Synth> {
  const outDir = mkdtempSync(join(tmpdir(), 'rxsavvy-synth-'));
  const args = ['cdk', 'synth', '--quiet', '--output', outDir, ...variant.context.flatMap((c) => ['--context', c])];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', args, { env: { ...process.env, ...variant.env, ...(variant.bundle ? {} : { RXSAVVY_SYNTH_BUNDLING: 'off' }) } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ status, output, outDir, seconds: ((Date.now() - started) / 1000).toFixed(0) }));
  });
}

/** The default judgement: the synth succeeded and every stack is under MAX_RESOURCES. */
function sizes(run: Synth): string | undefined {
  if (run.status !== 0) return `cdk synth failed\n${run.output.split('\n').filter((l) => /ERROR|Error|error/.test(l)).slice(0, 30).join('\n')}`;
  const over = resourceCounts(run.outDir).filter(([, n]) => n > MAX_RESOURCES);
  return over.length ? `over ${MAX_RESOURCES} resources: ${over.map(([s, n]) => `${s} ${n}`).join(', ')}` : undefined;
}

function summary(run: Synth): string {
  if (run.status !== 0) return '';
  const counts = resourceCounts(run.outDir);
  const largest = counts.toSorted((a, b) => b[1] - a[1])[0];
  return `: ${counts.length} templates, largest ${largest?.[0]} with ${largest?.[1]} resources`;
}

const concurrency = Number(process.env.SYNTH_CONCURRENCY ?? availableParallelism());
let failed = false;
let next = 0;
async function worker() {
  while (next < VARIANTS.length) {
    const variant = VARIANTS[next++]!;
    const run = await synth(variant);
    const problem = (variant.judge ?? sizes)(run);
    if (problem) failed = true;
    console.log(`${problem ? '✗' : '✓'} ${variant.name} (${run.seconds} s)${variant.judge ? '' : summary(run)}${problem ? `\n  ${problem}` : ''}`);
  }
}
await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
process.exit(failed ? 1 : 0);
