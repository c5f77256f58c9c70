import { readFileSync } from 'node:fs';

/**
 * ICD-10-CM seed (the project's own, committed as icd10-seed.json): every chapter, section and
 * 3-character category of the CDC's ICD-10-CM April 1, 2026 release, and the billable codes the
 * catalog's indications and the tools' options use (descriptions from the CDC FY2022 order file).
 * Load the whole code set with `npm run import:icd10 -- FILE`.
 *
 * A data file beside the code, read once per container, not JavaScript inside it: at 150 KB it was
 * half of the 300 KB budget of the functions that import it. `new URL(..., import.meta.url)` finds it
 * beside this file from source and beside `index.mjs` in a bundle (infra/bundling.ts copies it).
 */
export interface Icd10Seed {
  source: string;
  /** [chapter number, description] */
  chapters: readonly (readonly [number, string])[];
  /** [range, chapter number, description] */
  sections: readonly (readonly [string, number, string])[];
  /** [code, section range, description] */
  categories: readonly (readonly [string, string, string])[];
  /** [dotted code, description] */
  codes: readonly (readonly [string, string])[];
}

export const ICD10_SEED_FILE = 'icd10-seed.json';
export const icd10Seed = JSON.parse(readFileSync(new URL(`./${ICD10_SEED_FILE}`, import.meta.url), 'utf8')) as Icd10Seed;
