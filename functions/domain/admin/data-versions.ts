import type { DataVersions } from '../../../shared/contracts/admin';
import { readMarker } from '../catalog/catalog-version';
import { readManifest } from '../catalog/pharmacy-areas';
import { readReferenceMarker } from '../reference/seed/reference-version';

/**
 * What the lambda-status page says of the stage's data: the catalog marker's seed version and
 * NADAC week (catalog-version.ts), the directory manifest's version (pharmacy-areas.ts) and the
 * reference seed's (reference/seed/reference-version.ts). Three GetItems; a failed read is said, never a
 * 500 (the page's main table does not depend on it).
 */
export async function readDataVersions(): Promise<DataVersions> {
  try {
    const [marker, manifest, reference] = await Promise.all([readMarker(), readManifest(), readReferenceMarker()]);
    return {
      catalog: marker ? { version: marker.version, nadacWeek: marker.nadacWeek, costsSource: marker.costsSource, switchedAt: marker.at } : null,
      directory: manifest ? { version: manifest.version, pharmacies: manifest.rows } : null,
      reference: reference ? { version: reference.version, icd10Codes: reference.icd10Codes, rxnormConcepts: reference.rxnormConcepts, loadedAt: reference.at } : null,
      problem: null,
    };
  } catch (err) {
    return { catalog: null, directory: null, reference: null, problem: `could not read the versions (${(err as Error).name})` };
  }
}
