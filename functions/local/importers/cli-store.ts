import { join } from 'node:path';
import { resetAwsClients } from '../../lib/aws';
import { type TableKey, tableEnvVar } from '../../tables/dynamodb';
import { ensureTables, startDynalite, type LocalDynamo } from '../dynamodb';

/**
 * For the importer CLIs: with AWS_ENDPOINT_URL_DYNAMODB, or TABLE_* variables for real AWS, write
 * there; otherwise open the local runtime's on-disk store (DATA_DIR, default .data/dynamodb),
 * which only works while `npm start` is not running (LevelDB allows one process).
 * Returns the store to close, if one was opened.
 */
export async function openStoreForCli(table: TableKey): Promise<LocalDynamo | undefined> {
  if (process.env.AWS_ENDPOINT_URL_DYNAMODB || process.env[tableEnvVar(table)]) return undefined;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  let local: LocalDynamo;
  try {
    local = await startDynalite(process.env.DATA_DIR ?? join(import.meta.dirname, '..', '..', '.data', 'dynamodb'));
  } catch (err) {
    console.error(`Could not open the local store (is npm start running?): ${(err as Error).message}`);
    process.exit(1);
  }
  process.env.AWS_ENDPOINT_URL_DYNAMODB = local.endpoint;
  resetAwsClients();
  await ensureTables(local.endpoint);
  return local;
}
