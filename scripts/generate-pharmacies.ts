/**
 * Builds functions/domain/catalog/seed/pharmacies.tsv.gz, the pharmacy directory, from the national
 * candidate (us_retail_pharmacies_nppes_partial_2026.csv: NPPES Oct 2025 and Feb 2026, NY Medicaid
 * 2022-Q1, HHS 2022-03; read its .SOURCE.md) and the HHS therapeutics locators of March and April
 * 2022 (precise points by NPI). The rules are in scripts/pharmacy-directory/build.ts; this file only
 * reads, writes and reports. It also rewrites the figures in functions/domain/catalog/README-directory.md.
 *
 *   npx tsx scripts/generate-pharmacies.ts [DATA_DIR]     (default ../shared/data)
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { zipToPoint } from '../functions/domain/catalog/geo';
import { seedFileText } from '../functions/domain/catalog/pharmacy-format';
import { buildDirectory } from './pharmacy-directory/build';
import { directoryFigures, figuresMarkdown } from './pharmacy-directory/figures';
import { readCandidate, readHhsApril, readHhsMarch } from './pharmacy-directory/sources';

/** Bump with every regenerated directory (functions/tables/seed-version.ts's SEED_VERSION carries it). */
const DIRECTORY_VERSION = 'nppes-2025-10+2026-02.hhs-2022-04.r1';
const FILES = {
  candidate: 'us_retail_pharmacies_nppes_partial_2026.csv',
  hhsApril: 'us_pharmacy_locations_hhs_paxlovid_2022-04.csv',
  hhsMarch: 'us_pharmacy_locations_hhs_paxlovid_2022.csv',
} as const;
const ROOT = join(import.meta.dirname, '..');
const CATALOG = join(ROOT, 'functions', 'domain', 'catalog');
const OUT = join(CATALOG, 'seed', 'pharmacies.tsv.gz');
const README = join(CATALOG, 'README-directory.md');
/** The places the figures count pharmacies around: three metros and two rural zips. */
const PLACES = ['10001', '60601', '92101', '59001', '82001'];
const RADII = [2, 5, 50];

const dataDir = process.argv[2] ?? '../shared/data';
const read = (file: string) => readFileSync(join(dataDir, file));
const inputs = Object.fromEntries(Object.entries(FILES).map(([k, f]) => [k, read(f)])) as Record<keyof typeof FILES, Buffer>;
const zipTable = gunzipSync(readFileSync(join(CATALOG, 'zip-centroids.tsv.gz'))).toString('utf8').split('\n').filter(Boolean).map((line) => {
  const [zip, lat, lon] = line.split('\t');
  return { zip: zip!, lat: Number(lat), lon: Number(lon) };
});

const started = performance.now();
const { rows, report } = buildDirectory({
  candidate: readCandidate(inputs.candidate.toString('utf8')),
  hhsApril: readHhsApril(inputs.hhsApril.toString('utf8')),
  hhsMarch: readHhsMarch(inputs.hhsMarch.toString('utf8')),
  zipTable,
});
const gz = gzipSync(seedFileText(DIRECTORY_VERSION, rows), { level: 9 });
writeFileSync(OUT, gz);

const figures = directoryFigures(rows, PLACES.map((zip) => ({ zip, point: zipToPoint(zip)! })), RADII);
const sources = Object.entries(FILES).map(([k, f]) => `- \`${f}\`: sha256 \`${createHash('sha256').update(inputs[k as keyof typeof FILES]).digest('hex')}\``);
const block = [`Directory version \`${DIRECTORY_VERSION}\`, ${(gz.length / 1024 / 1024).toFixed(2)} MB gzipped. Built from:`, '', ...sources, '', figuresMarkdown(figures, RADII)].join('\n');
const readme = readFileSync(README, 'utf8');
const START = '<!-- figures:start (scripts/generate-pharmacies.ts writes this block) -->';
const END = '<!-- figures:end -->';
if (readme.includes(START) && readme.includes(END)) {
  writeFileSync(README, `${readme.slice(0, readme.indexOf(START) + START.length)}\n${block}\n${readme.slice(readme.indexOf(END))}`);
}

console.log(JSON.stringify(report, null, 2));
console.log(`${rows.length} pharmacies -> ${OUT} (${(gz.length / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
