import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { countMetric } from '../../lib/metrics';
import type { Logger } from '../../lib/logger';
import { asOfFromFileName, importNadac, NADAC_REFRESH_GUARD, NadacFileRefused, type NadacImportReport } from './importers/nadac';
import { listObjects, readObject } from './s3-objects';

/**
 * The weekly NADAC refresh (job `nadac-refresh`): takes the newest CMS NADAC weekly file from its
 * source and applies it to the catalog's reference costs through the importer (importers/nadac.ts)
 * with the refresh guard: a malformed or suspiciously small file is refused (nothing changes, the
 * run fails, NadacFileRefused is counted); a file already applied changes nothing.
 *
 * Sources, by the job's environment (the first that is set):
 * - NADAC_SOURCE_URL: the CMS file's https URL (context key `nadacSourceUrl`);
 * - NADAC_DROP_BUCKET: the newest `.csv` an operator put in the stack's drop bucket;
 * - NADAC_DROP_DIR: the newest `.csv` in a folder: `npm start`'s stand-in for the drop bucket
 *   (`.data/nadac-drop/`).
 */
export interface NadacFile {
  /** The file's name (its week is read from it when its rows carry no As of Date). */
  name: string;
  text: string;
}

export interface NadacSource {
  readonly describe: string;
  /** The newest file, or undefined when there is none. */
  latest(): Promise<NadacFile | undefined>;
}

/** The CMS weekly file is about 30 MB; anything past this is not one. */
const MAX_BYTES = 200 * 1024 * 1024;
const isCsv = (name: string) => /\.csv$/i.test(name);
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

export function s3DropSource(bucket: string): NadacSource {
  return {
    describe: `s3://${bucket}`,
    async latest() {
      const newest = (await listObjects(bucket)).filter((o) => isCsv(o.key) && o.size <= MAX_BYTES)
        .sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime() || (a.key < b.key ? 1 : -1))[0];
      return newest ? { name: basename(newest.key), text: text(await readObject(bucket, newest.key)) } : undefined;
    },
  };
}

export function folderDropSource(dir: string): NadacSource {
  return {
    describe: dir,
    async latest() {
      const names = (await readdir(dir).catch(() => [] as string[])).filter(isCsv);
      const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(dir, name))).mtimeMs })));
      const newest = dated.sort((a, b) => b.at - a.at || (a.name < b.name ? 1 : -1))[0];
      return newest ? { name: newest.name, text: await readFile(join(dir, newest.name), 'utf8') } : undefined;
    },
  };
}

export function urlSource(url: string, fetchFn: typeof fetch = fetch): NadacSource {
  return {
    describe: new URL(url).host,
    async latest() {
      const res = await fetchFn(url, { signal: AbortSignal.timeout(120_000) });
      if (!res.ok) throw new Error(`the NADAC URL answered ${res.status}`);
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length > MAX_BYTES) throw new NadacFileRefused(`the NADAC URL offers ${length} bytes, more than a weekly file`);
      return { name: basename(new URL(res.url || url).pathname) || 'nadac.csv', text: await res.text() };
    },
  };
}

/** The job's source from its environment (see above), or undefined when none is configured. */
export function nadacSourceFromEnv(env: NodeJS.ProcessEnv = process.env): NadacSource | undefined {
  if (env.NADAC_SOURCE_URL) return urlSource(env.NADAC_SOURCE_URL);
  if (env.NADAC_DROP_BUCKET) return s3DropSource(env.NADAC_DROP_BUCKET);
  if (env.NADAC_DROP_DIR) return folderDropSource(env.NADAC_DROP_DIR);
  return undefined;
}

export type NadacRefreshResult =
  | { outcome: 'no-source' | 'no-file' }
  | ({ outcome: 'applied' | 'unchanged'; file: string } & Pick<NadacImportReport, 'week' | 'loaded' | 'updated' | 'unknown' | 'malformed'>);

export async function refreshNadac(source: NadacSource | undefined, log: Pick<Logger, 'info' | 'warn' | 'error'>): Promise<NadacRefreshResult> {
  if (!source) return { outcome: 'no-source' };
  const file = await source.latest();
  if (!file) {
    log.info('nadac-refresh', { code: 'no-file', detail: source.describe });
    return { outcome: 'no-file' };
  }
  const asOf = asOfFromFileName(file.name);
  try {
    const { week, loaded, updated, unknown, malformed } = await importNadac(file.text, { ...(asOf ? { asOf } : {}), guard: NADAC_REFRESH_GUARD, source: file.name });
    const outcome = updated ? 'applied' : 'unchanged';
    log.info('nadac-refresh', { code: outcome, detail: `${file.name}: ${updated} costs updated, week ${week}; ${loaded} rows, ${unknown} not in the catalog, ${malformed} malformed` });
    return { outcome, file: file.name, week, loaded, updated, unknown, malformed };
  } catch (err) {
    if (err instanceof NadacFileRefused) {
      countMetric('NadacFileRefused');
      log.error('nadac-refresh', { code: 'refused', detail: `${file.name}: ${err.message}` });
    }
    throw err;
  }
}
