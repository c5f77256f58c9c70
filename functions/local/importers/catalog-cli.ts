import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { openStoreForCli } from './cli-store';
import { asOfFromFileName, importNadac } from '../../domain/catalog/importers/nadac';
import { importPharmacies } from '../../domain/catalog/importers/pharmacies';

/**
 * `npm run import:nadac -- FILE` / `npm run import:pharmacies -- FILE`. With
 * AWS_ENDPOINT_URL_DYNAMODB (or real AWS credentials and TABLE_* variables) it writes there;
 * otherwise it opens the local runtime's on-disk store (DATA_DIR, default .data/dynamodb),
 * which only works while `npm start` is not running (LevelDB allows one process).
 */
const [kind, file] = process.argv.slice(2);
if ((kind !== 'nadac' && kind !== 'pharmacies') || !file) {
  console.error('usage: npm run import:nadac -- FILE   |   npm run import:pharmacies -- FILE');
  process.exit(2);
}

const local = await openStoreForCli('drugs');

try {
  const text = readFileSync(file, 'utf8');
  const asOf = asOfFromFileName(basename(file));
  const report = kind === 'nadac' ? await importNadac(text, asOf ? { asOf } : {}) : await importPharmacies(text);
  console.log(`${kind}: loaded ${report.loaded}, updated ${report.updated}, unknown ${report.unknown}, malformed ${report.malformed}`);
  for (const problem of report.problems) console.log(`  skipped ${problem}`);
} finally {
  await local?.close();
}
