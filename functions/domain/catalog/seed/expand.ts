import type { CatalogFile } from './catalog-file';
import { expandCatalog, type ExpandedCatalog } from './expand-catalog';
import nadacCatalog from './nadac-catalog.json';

/**
 * The committed catalog (generated from the CMS NADAC weekly file, see catalog-file.ts), imported
 * whole: for tests and tools on a laptop. The seed loader reads the file through its source
 * (seed-source.ts) instead, so no Lambda bundle holds it.
 */
export const SEED_CATALOG = nadacCatalog as unknown as CatalogFile;

export function expandSeed(file: CatalogFile = SEED_CATALOG): ExpandedCatalog {
  return expandCatalog(file);
}
