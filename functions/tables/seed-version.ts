/**
 * The version of the committed seed (the drug catalog and the pharmacy directory of
 * functions/domain/catalog/seed/). Both sides need it: the seed loader stores it in the catalog
 * marker and never replaces a newer one (load-seed.ts), and infra puts it in the deploy-time load's
 * custom resource, so a new version is an Update that runs the loader, and the loader can tell an
 * event of another version (a rollback's) from its own.
 *
 * Bump with every regenerated catalog or directory. It starts with the day it was made
 * (YYYY-MM-DD): versions are ordered by that day first (`compareSeedVersions`).
 */
export const SEED_VERSION = '2026-11-27.nadac-2026-04-29.pharmacies-nppes-2025-10+2026-02.hhs-2022-04.r1.usual-strength.compound-strengths.catalog-identity';

/**
 * The version of the committed reference seed (functions/domain/reference/seed/reference-seed.json.gz:
 * ICD-10-CM codes and RxNorm concepts for the tools), loaded into toolReference by the same deploy-time
 * job under the same rules (load-reference.ts: a newer stored version is kept, the same one is a no-op).
 * Bump with every regenerated file (the generator writes it into the file; the loader refuses a file of
 * another version). It starts with the day it was made, ordered like SEED_VERSION.
 */
export const REFERENCE_SEED_VERSION = '2026-11-28.icd10cm-fy2022.rxnorm-prescribable-2025-10-06';
