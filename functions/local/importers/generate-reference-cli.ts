import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REFERENCE_SEED_VERSION } from '../../tables/seed-version';
import { parseIcd10 } from '../../domain/reference/importers/icd10';
import { RxnormCollector } from '../../domain/reference/importers/rxnorm';
import { REFERENCE_SEED_FILE, REFERENCE_SEED_FORMAT, type ReferenceSeed } from '../../domain/reference/seed/reference-seed';

/**
 * Writes the committed reference seed (functions/domain/reference/seed/reference-seed.json.gz) from the
 * public-domain files in DATA_DIR (default ../shared/data):
 * - icd10cm_fy2022_billable_codes.csv (CDC ICD-10-CM FY2022 order file: code, code_dotted, description);
 * - rxnorm_prescribable_concepts.csv and rxnorm_prescribable_ingredients.csv (NLM RxNorm Current
 *   Prescribable Content, 2025-10-06; NDCs are left out: the catalog carries the NDCs it prices).
 * Through the importers' own parsers. Bump REFERENCE_SEED_VERSION (functions/tables/seed-version.ts)
 * first: the file records it and the loader refuses a file of another version.
 *
 *   npx tsx functions/local/importers/generate-reference-cli.ts [DATA_DIR]
 */
const dataDir = process.argv[2] ?? join(process.cwd(), '..', 'shared', 'data');
const read = (name: string) => readFileSync(join(dataDir, name), 'utf8');

const codes = parseIcd10(read('icd10cm_fy2022_billable_codes.csv'));
const collector = new RxnormCollector();
collector.add('ingredients-csv', read('rxnorm_prescribable_ingredients.csv'));
collector.add('concepts-csv', read('rxnorm_prescribable_concepts.csv'));
if (collector.report.malformed) throw new Error(`RxNorm: ${collector.report.malformed} malformed rows`);

const seed: ReferenceSeed = {
  format: REFERENCE_SEED_FORMAT,
  version: REFERENCE_SEED_VERSION,
  sources: {
    icd10: 'CDC ICD-10-CM FY2022 order file (icd10cm_fy2022_billable_codes.csv)',
    rxnorm: 'NLM RxNorm Current Prescribable Content, 2025-10-06 (rxnorm_prescribable_concepts.csv, rxnorm_prescribable_ingredients.csv)',
  },
  icd10: codes.map((c): [string, string] => [c.code, c.description]).sort(([a], [b]) => (a < b ? -1 : 1)),
  rxnorm: collector.named().map((c) => [c.rxcui, c.tty, c.name, c.ingredients] as [string, string, string, string[]]).sort(([a], [b]) => Number(a) - Number(b)),
};
const out = join(import.meta.dirname, '..', '..', 'domain', 'reference', 'seed', REFERENCE_SEED_FILE);
writeFileSync(out, gzipSync(JSON.stringify(seed), { level: 9 }));
console.log(`${out}: ${seed.icd10.length} ICD-10-CM codes, ${seed.rxnorm.length} RxNorm concepts (version ${REFERENCE_SEED_VERSION})`);
