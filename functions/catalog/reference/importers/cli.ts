import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { resetAwsClients } from '../../../lib/aws';
import { ensureTables, startDynalite, type LocalDynamo } from '../../../local/dynamodb';
import { importIcd10 } from './icd10';
import { importRxnorm, RxnormCollector, rxnormFileKind } from './rxnorm';

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

let local: LocalDynamo | undefined;
if (!process.env.AWS_ENDPOINT_URL_DYNAMODB && !process.env.TABLE_TOOL_REFERENCE) {
  Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  try {
    local = await startDynalite(process.env.DATA_DIR ?? join(import.meta.dirname, '..', '..', '..', '..', '.data', 'dynamodb'));
  } catch (err) {
    console.error(`Could not open the local store (is npm start running?): ${(err as Error).message}`);
    process.exit(1);
  }
  process.env.AWS_ENDPOINT_URL_DYNAMODB = local.endpoint;
  resetAwsClients();
  await ensureTables(local.endpoint);
}

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
