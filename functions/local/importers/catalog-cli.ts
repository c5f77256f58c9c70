import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { openStoreForCli } from './cli-store';
import { asOfFromFileName, importNadac } from '../../domain/catalog/importers/nadac';
import { importPharmacies } from '../../domain/catalog/importers/pharmacies';
import { importCompetitorPrices } from '../../domain/catalog/importers/competitor-prices';

/**
 * `npm run import:nadac -- FILE` / `npm run import:pharmacies -- FILE` / `npm run import:competitor-prices -- FILE`. With
 * AWS_ENDPOINT_URL_DYNAMODB (or real AWS credentials and TABLE_* variables) it writes there;
 * otherwise it opens the local runtime's on-disk store (DATA_DIR, default .data/dynamodb),
 * which only works while `npm start` is not running (LevelDB allows one process).
 */
const [kind, file] = process.argv.slice(2);
const IMPORTERS = { nadac: importNadac, pharmacies: importPharmacies, 'competitor-prices': importCompetitorPrices } as const;
if (!kind || !(kind in IMPORTERS) || !file) {
  console.error('usage: npm run import:nadac -- FILE   |   npm run import:pharmacies -- FILE   |   npm run import:competitor-prices -- FILE');
  process.exit(2);
}

const local = await openStoreForCli('drugs');

try {
  const text = readFileSync(file, 'utf8');
  const asOf = asOfFromFileName(basename(file));
  const report = kind === 'nadac' ? await importNadac(text, asOf ? { asOf } : {}) : await IMPORTERS[kind as Exclude<keyof typeof IMPORTERS, 'nadac'>](text);
  console.log(`${kind}: loaded ${report.loaded}, updated ${report.updated}, unknown ${report.unknown}, malformed ${report.malformed}`);
  for (const problem of report.problems) console.log(`  skipped ${problem}`);
} finally {
  await local?.close();
}
