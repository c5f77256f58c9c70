import type { LocalService } from './service';
import { listDrugGroups, resetDrugCache } from '../../domain/catalog/drug-repository';
import { loadSeed } from '../../domain/catalog/seed/load-seed';
import { retireSampleData } from '../../domain/catalog/seed/retire-samples';
import { localSeedSource } from '../../domain/catalog/seed/seed-source';

/**
 * `npm start` and the tests: load the committed seed catalog and pharmacy directory, through the
 * same loader a deploy runs (the `seed-load` job reads the same files from S3): once per seed
 * version, never over a newer one. A store kept on disk from an older seed also loses the sample
 * competitor observations older seeds computed.
 */
export const catalogSeedService: LocalService = {
  name: 'catalog-seed',
  async start({ seed }) {
    if (seed) {
      const result = await loadSeed(localSeedSource());
      if (result.outcome === 'loaded' && result.replaced) {
        resetDrugCache();
        await retireSampleData((await listDrugGroups()).map((g) => g.id));
      }
    }
    return { close: async () => undefined };
  },
};
