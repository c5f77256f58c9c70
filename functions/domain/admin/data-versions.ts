import type { DataVersions } from '../../../shared/contracts/admin';
import { readMarker } from '../catalog/catalog-version';
import { readManifest } from '../catalog/pharmacy-areas';

/**
 * What the lambda-status page says of the stage's data: the catalog marker's seed version and
 * NADAC week (catalog-version.ts) and the directory manifest's version (pharmacy-areas.ts). Two
 * GetItems; a failed read is said, never a 500 (the page's main table does not depend on it).
 */
export async function readDataVersions(): Promise<DataVersions> {
  try {
    const [marker, manifest] = await Promise.all([readMarker(), readManifest()]);
    return {
      catalog: marker ? { version: marker.version, nadacWeek: marker.nadacWeek, costsSource: marker.costsSource, switchedAt: marker.at } : null,
      directory: manifest ? { version: manifest.version, pharmacies: manifest.rows } : null,
      problem: null,
    };
  } catch (err) {
    return { catalog: null, directory: null, problem: `could not read the versions (${(err as Error).name})` };
  }
}
