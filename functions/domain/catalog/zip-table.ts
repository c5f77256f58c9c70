import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import KDBush from 'kdbush';
import { around } from 'geokdbush';

/**
 * The US zip-centroid table (scripts/generate-zip-centroids.ts) and a kd-tree over it, built once
 * per container on first use (about 40 ms for 42,000 zips).
 *
 * The table is a data file beside the code, not JavaScript inside it: at 0.5 MB gzipped it would
 * double a 300 KB bundle and be parsed by every cold start, even of functions that never look up a
 * zip. `new URL('./zip-centroids.tsv.gz', import.meta.url)` resolves beside this file when run
 * from source and beside `index.mjs` in a Lambda bundle (CDK copies the file there: see
 * infra/bundling.ts), so both read the same file the same way.
 */
export interface ZipRow { zip: string; lat: number; lon: number; city: string; state: string }

interface ZipTable { byZip: Map<string, ZipRow>; rows: ZipRow[]; index: KDBush }

export const ZIP_TABLE_FILE = 'zip-centroids.tsv.gz';
let table: ZipTable | undefined;

function load(): ZipTable {
  const text = gunzipSync(readFileSync(new URL(`./${ZIP_TABLE_FILE}`, import.meta.url))).toString('utf8');
  const rows: ZipRow[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [zip, lat, lon, city, state] = line.split('\t');
    rows.push({ zip: zip!, lat: Number(lat), lon: Number(lon), city: city!, state: state! });
  }
  const index = new KDBush(rows.length);
  for (const r of rows) index.add(r.lon, r.lat);
  index.finish();
  return { byZip: new Map(rows.map((r) => [r.zip, r])), rows, index };
}

const zipTable = (): ZipTable => (table ??= load());

export function findZip(zip: string): ZipRow | undefined {
  return zipTable().byZip.get(zip);
}

/** The zip whose centroid is nearest, within `maxMiles` (none further: the point is not in the US). */
export function nearestZip(lat: number, lon: number, maxMiles = 60): ZipRow | undefined {
  const { index, rows } = zipTable();
  const [id] = around(index, lon, lat, 1, maxMiles * 1.609344);
  return id === undefined ? undefined : rows[id];
}
