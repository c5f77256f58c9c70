import { nadacSourceFromEnv, refreshNadac } from '../../domain/catalog/nadac-refresh';
import { jobHandler } from '../../lib/job';

/** Weekly: the newest CMS NADAC file (NADAC_SOURCE_URL, else the drop bucket) applied to the reference costs; a refused file fails the run. */
export const handler = jobHandler('nadac-refresh', async ({ log }) => refreshNadac(nadacSourceFromEnv(), log));
