import type { LocalService } from './service';
import { loadSeedIfEmpty } from '../../domain/catalog/seed/load-seed';

/** `npm start` and the tests: fill empty tables with the seed catalog and sample directory. */
export const catalogSeedService: LocalService = {
  name: 'catalog-seed',
  async start({ seed }) {
    if (seed) await loadSeedIfEmpty();
    return { close: async () => undefined };
  },
};
