import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { openStoreForCli } from './cli-store';
import { importIcd10 } from '../../domain/reference/importers/icd10';
import { importRxnorm, RxnormCollector, rxnormFileKind } from '../../domain/reference/importers/rxnorm';

/**
 * `npm run import:icd10 -- FILE` (CDC order file or code CSV) and
 * `npm run import:rxnorm -- FILE...` (RXNCONSO.RRF [+ RXNSAT.RRF], or the prescribable-content CSVs).
 * Like the catalog importers: AWS_ENDPOINT_URL_DYNAMODB or TABLE_* variables write there; otherwise
 * the local runtime's on-disk store (DATA_DIR), which only works while `npm start` is not running.
 */
const [kind, ...files] = process.argv.slice(2);
if ((kind !== 'icd10' && kind !== 'rxnorm') || !files.length) {
  console.error('usage: npm run import:icd10 -- FILE   |   npm run import:rxnorm -- FILE [FILE...]');
  process.exit(2);
}

const local = await openStoreForCli('toolReference');

try {
  if (kind === 'icd10') {
    const report = await importIcd10(readFileSync(files[0]!, 'utf8'));
    console.log(`icd10: loaded ${report.loaded} codes, malformed ${report.malformed}`);
    for (const problem of report.problems) console.log(`  skipped ${problem}`);
  } else {
    const collector = new RxnormCollector();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const fileKind = rxnormFileKind(basename(file), text);
      if (!fileKind) throw new Error(`${basename(file)} is neither RXNCONSO.RRF, RXNSAT.RRF nor a prescribable-content CSV`);
      collector.add(fileKind, text);
    }
    const report = await importRxnorm(collector);
    console.log(`rxnorm: read ${report.loaded} rows, stored ${report.updated} concepts, malformed ${report.malformed}`);
    for (const problem of report.problems) console.log(`  skipped ${problem}`);
  }
} finally {
  await local?.close();
}
