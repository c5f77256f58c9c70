import { readFile } from 'node:fs/promises';
import { readObject } from '../s3-objects';

/**
 * Where the seed loader (load-seed.ts) reads the committed seed files from: the files beside this
 * one (`npm start`, the tests, `localSeedSource`), or the copies a deploy uploads as S3 assets (the
 * `seed-load` job, `s3SeedSource`). The loader is the same code either way; only the bytes' origin
 * differs. Both files are megabytes: they are never bundled into a Lambda.
 */
export const SEED_FILES = {
  /** The drug catalog (catalog-file.ts), JSON. */
  catalog: 'nadac-catalog.json',
  /** The pharmacy directory (pharmacies.ts: `rxsavvy-pharmacies/1`), gzipped text. */
  directory: 'pharmacies.tsv.gz',
} as const;

export type SeedFile = keyof typeof SEED_FILES;

export interface SeedSource {
  /** For logs and errors: where the files come from. */
  readonly describe: string;
  read(file: SeedFile): Promise<Uint8Array>;
}

/** The committed files beside this module (the repository's functions/domain/catalog/seed/). */
export function localSeedSource(): SeedSource {
  return {
    describe: 'the committed seed files',
    read: (file) => readFile(new URL(`./${SEED_FILES[file]}`, import.meta.url)),
  };
}

/** An S3 object: where a deploy put one seed file. */
export interface S3ObjectRef {
  bucket: string;
  key: string;
}

/** The deploy's S3 assets of the seed files (the custom resource's properties name them). */
export function s3SeedSource(objects: Record<SeedFile, S3ObjectRef>): SeedSource {
  return {
    describe: `s3://${objects.catalog.bucket}`,
    read: (file) => readObject(objects[file].bucket, objects[file].key),
  };
}
