import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTables, startDynalite, type LocalDynamo } from '../../local/dynamodb';
import { resetAwsClients } from '../../lib/aws';
import { importNadac } from './nadac';
import { importPharmacies } from './pharmacies';

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

let local: LocalDynamo | undefined;
if (!process.env.AWS_ENDPOINT_URL_DYNAMODB && !process.env.TABLE_DRUGS) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  try {
    local = await startDynalite(process.env.DATA_DIR ?? join(import.meta.dirname, '..', '..', '..', '.data', 'dynamodb'));
  } catch (err) {
    console.error(`Could not open the local store (is npm start running?): ${(err as Error).message}`);
    process.exit(1);
  }
  process.env.AWS_ENDPOINT_URL_DYNAMODB = local.endpoint;
  resetAwsClients();
  await ensureTables(local.endpoint);
}

try {
  const text = readFileSync(file, 'utf8');
  const report = kind === 'nadac' ? await importNadac(text) : await importPharmacies(text);
  console.log(`${kind}: loaded ${report.loaded}, updated ${report.updated}, unknown ${report.unknown}, malformed ${report.malformed}`);
  for (const problem of report.problems) console.log(`  skipped ${problem}`);
} finally {
  await local?.close();
}
