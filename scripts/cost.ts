/**
 * `npm run cost [-- --templates cdk.out]`: a monthly cost estimate of a stage at 1 M and 100 M price
 * requests (GET /api/ecsdosage0) a month, from the synthesized templates (run `npm run synth`
 * first: it reads every `*.template.json` there) and the bench's measurements
 * (tests/bench/latest.json: durations; tests/bench/price-page-bytes.json: bytes on the wire, from
 * `npm run bench:bytes`). Every price and every assumption is printed with the table: list prices
 * of us-east-1, no free tier, no savings plan. An estimate to compare designs, not a bill.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '..');

/** us-east-1 list prices (USD), read from the AWS pricing pages; change them here. */
export const PRICES = {
  cloudfrontPer10kHttps: 0.01,
  /** Data transfer out to the internet, per GB, by monthly tier (first 10 TB, next 40 TB, next 100 TB). */
  cloudfrontEgressTiers: [[10 * 1024, 0.085], [40 * 1024, 0.08], [100 * 1024, 0.06]] as const,
  httpApiPerMillion: 1.0,
  lambdaPerMillion: 0.2,
  lambdaArmPerGbSecond: 0.0000133334,
  dynamoPerMillionWru: 0.625,
  dynamoPerMillionRru: 0.125,
  wafPerAcl: 5,
  wafPerRule: 1,
  wafPerMillion: 0.6,
  cloudwatchPerAlarmMetric: 0.1,
  cloudwatchPerDashboard: 3,
  cloudwatchPerCustomMetric: 0.3,
  logsPerGbIngested: 0.5,
  xrayPerMillionTraces: 5,
  secretPerMonth: 0.4,
};

/** What the templates and the bench do not say. */
export const ASSUMPTIONS = {
  /** Share of price requests answered from the price cache (a popular drug near a popular zip). */
  cacheHitRatio: 0.8,
  /** A cache miss writes one cache item of this many KB (1 WRU per KB); every request reads it (4 KB per RRU, eventually consistent: half). */
  cacheItemKb: 30,
  /** Other small reads of a price request (catalog, pharmacies near the zip, reference cost): GetItems of under 4 KB, eventually consistent. */
  otherReadsPerRequest: 6,
  /** Log bytes per request: the API's access log line and the function's one line. */
  logBytesPerRequest: 1500,
  /** X-Ray samples 1 request a second and 5% of the rest. */
  xraySampled: 0.05,
  /** Custom metric series (metric x route) the functions write. */
  customMetricSeries: 60,
  /** Lambda bills at least 1 ms; a cached answer still runs the middy stack. */
  minBilledMs: 3,
};

export interface Template { Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }> }

export interface Inventory {
  priceMemoryMb: number;
  arm64: boolean;
  alarmMetrics: number;
  alarms: number;
  dashboards: number;
  secrets: number;
  wafRules: number;
  webAcls: number;
  functions: number;
}

/** What the estimate needs from the synthesized templates. */
export function inventory(templates: readonly Template[]): Inventory {
  const resources = templates.flatMap((t) => Object.values(t.Resources ?? {}));
  const ofType = (type: string) => resources.filter((r) => r.Type === type);
  const functions = ofType('AWS::Lambda::Function');
  const price = functions.find((f) => /-drug-details$/.test(String(f.Properties?.FunctionName ?? '')));
  if (!price) throw new Error('no drug-details function in the templates: run npm run synth first (or give --templates <dir>)');
  const alarms = ofType('AWS::CloudWatch::Alarm');
  const acls = ofType('AWS::WAFv2::WebACL');
  return {
    priceMemoryMb: Number(price.Properties?.MemorySize ?? 128),
    arm64: JSON.stringify(price.Properties?.Architectures ?? []).includes('arm64'),
    alarms: alarms.length,
    // An alarm is billed per metric it reads (metric math: each metric of the expression).
    alarmMetrics: alarms.reduce((n, a) => n + (Array.isArray(a.Properties?.Metrics) ? (a.Properties!.Metrics as { MetricStat?: unknown }[]).filter((m) => m.MetricStat).length : 1), 0),
    dashboards: ofType('AWS::CloudWatch::Dashboard').length,
    secrets: ofType('AWS::SecretsManager::Secret').length,
    webAcls: acls.length,
    wafRules: acls.reduce((n, a) => n + ((a.Properties?.Rules as unknown[] | undefined)?.length ?? 0), 0),
    functions: functions.length,
  };
}

export interface Measured {
  /** Lambda-billed ms of a price request that misses the cache / hits it (bench p50). */
  missMs: number;
  hitMs: number;
  /** Bytes of a price page on the wire, uncompressed and brotli. */
  pageBytes: number;
  pageBytesBrotli: number;
}

export function readMeasured(root = ROOT): Measured {
  const bench = JSON.parse(readFileSync(join(root, 'tests/bench/latest.json'), 'utf8')) as { cold: { p50: number }; cached: { p50: number } };
  const bytes = JSON.parse(readFileSync(join(root, 'tests/bench/price-page-bytes.json'), 'utf8')) as { fullPage: { identity: number; br: number } };
  return { missMs: bench.cold.p50, hitMs: bench.cached.p50, pageBytes: bytes.fullPage.identity, pageBytesBrotli: bytes.fullPage.br };
}

function egress(gb: number): number {
  let left = gb;
  let usd = 0;
  for (const [size, price] of PRICES.cloudfrontEgressTiers) {
    const here = Math.min(left, size);
    usd += here * price;
    left -= here;
  }
  return usd + left * PRICES.cloudfrontEgressTiers.at(-1)![1];
}

export interface Line { item: string; usd: number }

/** The month's lines at `requests` price requests. */
export function estimate(requests: number, inv: Inventory, m: Measured, a = ASSUMPTIONS): Line[] {
  const millions = requests / 1e6;
  const misses = requests * (1 - a.cacheHitRatio);
  const hits = requests * a.cacheHitRatio;
  const gbSeconds = ((misses * Math.max(m.missMs, a.minBilledMs) + hits * Math.max(m.hitMs, a.minBilledMs)) / 1000) * (inv.priceMemoryMb / 1024);
  const gb = (bytes: number) => (requests * bytes) / 1024 ** 3;
  const rruPerRequest = Math.ceil(a.cacheItemKb / 4) / 2 + a.otherReadsPerRequest * 0.5;
  return [
    { item: 'CloudFront requests', usd: (requests / 10_000) * PRICES.cloudfrontPer10kHttps },
    { item: `CloudFront egress (${(m.pageBytesBrotli / 1024).toFixed(1)} KB brotli a page)`, usd: egress(gb(m.pageBytesBrotli)) },
    { item: 'WAF (web ACL, rules, requests)', usd: inv.webAcls * PRICES.wafPerAcl + inv.wafRules * PRICES.wafPerRule + millions * PRICES.wafPerMillion },
    { item: 'API Gateway HTTP API', usd: millions * PRICES.httpApiPerMillion },
    { item: `Lambda (${inv.priceMemoryMb} MB${inv.arm64 ? ' arm64' : ''}: requests and duration)`, usd: millions * PRICES.lambdaPerMillion + gbSeconds * PRICES.lambdaArmPerGbSecond },
    { item: `DynamoDB on demand (cache writes of ${a.cacheItemKb} KB on a miss, reads)`, usd: (misses * a.cacheItemKb / 1e6) * PRICES.dynamoPerMillionWru + (requests * rruPerRequest / 1e6) * PRICES.dynamoPerMillionRru },
    { item: 'CloudWatch Logs ingestion', usd: gb(a.logBytesPerRequest) * PRICES.logsPerGbIngested },
    { item: 'X-Ray traces', usd: millions * a.xraySampled * PRICES.xrayPerMillionTraces },
    { item: `CloudWatch (${inv.alarms} alarms, ${inv.dashboards} dashboard, custom metrics)`, usd: inv.alarmMetrics * PRICES.cloudwatchPerAlarmMetric + inv.dashboards * PRICES.cloudwatchPerDashboard + a.customMetricSeries * PRICES.cloudwatchPerCustomMetric },
    { item: `Secrets Manager (${inv.secrets} secrets)`, usd: inv.secrets * PRICES.secretPerMonth },
  ];
}

const usd = (n: number) => `$${n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2)}`;

/** The table (Markdown, as README "Cost" shows it), the uncompressed comparison and the assumptions. */
export function report(inv: Inventory, m: Measured): string {
  const volumes = [1e6, 100e6];
  const tables = volumes.map((v) => estimate(v, inv, m));
  const lines = ['| monthly, us-east-1 list prices | 1 M price requests | 100 M price requests |', '|---|---:|---:|'];
  tables[0]!.forEach((line, i) => lines.push(`| ${line.item} | ${usd(line.usd)} | ${usd(tables[1]![i]!.usd)} |`));
  const totals = tables.map((t) => t.reduce((n, l) => n + l.usd, 0));
  lines.push(`| **total** | **${usd(totals[0]!)}** | **${usd(totals[1]!)}** |`);
  const plain = volumes.map((v) => egress((v * m.pageBytes) / 1024 ** 3));
  lines.push('', `Uncompressed (${(m.pageBytes / 1024).toFixed(1)} KB a page) the egress line would be ${usd(plain[0]!)} and ${usd(plain[1]!)}.`);
  lines.push('', 'Assumptions: ' + [
    `price cache hit ratio ${ASSUMPTIONS.cacheHitRatio * 100}%`,
    `billed duration ${m.missMs} ms a miss and ${Math.max(m.hitMs, ASSUMPTIONS.minBilledMs)} ms a hit (bench p50, at least ${ASSUMPTIONS.minBilledMs} ms)`,
    `a ${ASSUMPTIONS.cacheItemKb} KB cache item written per miss and read per request, plus ${ASSUMPTIONS.otherReadsPerRequest} small reads`,
    `${ASSUMPTIONS.logBytesPerRequest} log bytes a request`,
    `X-Ray sampling ${ASSUMPTIONS.xraySampled * 100}%`,
    `${ASSUMPTIONS.customMetricSeries} custom metric series`,
    'only the price route counted (pages, typeahead and the SPA from S3 are extra), no free tier, no savings plan, storage and backups not counted',
  ].join('; ') + '.');
  return lines.join('\n');
}

export function readTemplates(dir: string): Template[] {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: run npm run synth first (or give --templates <dir>)`);
  return readdirSync(dir).filter((f) => f.endsWith('.template.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Template);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { templates: { type: 'string', default: join(ROOT, 'cdk.out') } } });
  try {
    console.log(report(inventory(readTemplates(values.templates)), readMeasured()));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
  }
}
