/**
 * Builds functions/domain/catalog/zip-centroids.tsv.gz: one line per US zip code,
 * `zip<TAB>lat<TAB>lon<TAB>city<TAB>state`, sorted by zip, gzipped (about 0.4 MB).
 *
 * Source: the `zipcodes` npm package's table (US Census ZCTA centroids with USPS place names),
 * a devDependency used here only. The package itself is not shipped: it is 4.5 MB of JavaScript
 * and its lookupByCoords assigns an undeclared variable, which throws in a strict-mode ES module
 * bundle (it crashed every "Use my location" request in Lambda).
 *
 *   npx tsx scripts/generate-zip-centroids.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { codes } from 'zipcodes/lib/codes.js';

interface Row { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }

const OUT = join(import.meta.dirname, '..', 'functions', 'domain', 'catalog', 'zip-centroids.tsv.gz');
const clean = (text: string) => text.replace(/[\t\n\r]/g, ' ').trim();

const rows = (Object.values(codes) as Row[])
  // Military mail (AA, AE, AP) has no pharmacies of ours and its centroids lie abroad.
  .filter((r) => r.country === 'US' && !['AA', 'AE', 'AP'].includes(r.state) && /^\d{5}$/.test(r.zip) && Number.isFinite(r.latitude) && Number.isFinite(r.longitude))
  .sort((a, b) => a.zip.localeCompare(b.zip))
  // Four decimals of a degree is about 11 m: finer than any centroid's meaning.
  .map((r) => [r.zip, r.latitude.toFixed(4), r.longitude.toFixed(4), clean(r.city), clean(r.state)].join('\t'));

const gz = gzipSync(`${rows.join('\n')}\n`, { level: 9 });
writeFileSync(OUT, gz);
console.log(`${rows.length} zip centroids -> ${OUT} (${(gz.length / 1024).toFixed(0)} KB)`);
