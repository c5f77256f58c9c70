import type { LocalService } from './service';
import { listDrugGroups, resetDrugCache } from '../../domain/catalog/drug-repository';
import { loadSeed } from '../../domain/catalog/seed/load-seed';
import { retireSampleData } from '../../domain/catalog/seed/retire-samples';
import { localSeedSource } from '../../domain/catalog/seed/seed-source';
import { loadReferenceSeed } from '../../domain/reference/seed/load-reference';
import { localReferenceSeed } from '../../domain/reference/seed/reference-seed';

/**
 * `npm start` and the tests: load the committed seed catalog and pharmacy directory, through the
 * same loader a deploy runs (the `seed-load` job reads the same files from S3): once per seed
 * version, never over a newer one. A store kept on disk from an older seed also loses the sample
 * competitor observations older seeds computed.
 *
 * Then the reference seed (ICD-10-CM, RxNorm: about 113,000 items, minutes into dynalite) by the
 * deploy's loader too, in the background: the tools answer from their bundled seed meanwhile. Once
 * per version in a store kept on disk. `REFERENCE_SEED=off` skips it (the tests' runtime does).
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
      if (process.env.REFERENCE_SEED !== 'off') {
        void loadReferenceSeed(localReferenceSeed).then(
          (r) => { if (r.outcome === 'loaded') console.log(`[reference-seed] loaded ${r.version}: ${r.items} items`); },
          (err: Error) => console.warn('[reference-seed] not loaded:', err.message),
        );
      }
    }
    return { close: async () => undefined };
  },
};
