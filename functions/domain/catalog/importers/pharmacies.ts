import { isValidNpi } from '../../../../shared/validation';
import { distanceMiles, zipToPoint } from '../geo';
import { areaPartition, MAIL_ORDER_PARTITION, nameKeys, npiPartition, readImports, readManifest, withImports, writeDirectory, writeImports } from '../pharmacy-areas';
import { classifyPharmacy, INDEPENDENT } from '../pharmacy-chains';
import type { DirectoryRow } from '../pharmacy-format';
import { displayName, streetLine, titleCaseCity } from '../pharmacy-text';
import { seedDirectory } from '../seed/pharmacies';
import { csvRows, emptyReport, reject, type ImportReport } from './csv';

/** Accepts the documented header set and the HHS locator's (provider_name, address1, latitude, ...). */
const COLUMNS = {
  name: ['name', 'provider_name', 'pharmacy_name'],
  address: ['address', 'address1', 'street'],
  address2: ['address2'],
  city: ['city'],
  state: ['state', 'state_code'],
  zip: ['zip', 'zip_code', 'postal_code'],
  lat: ['lat', 'latitude'],
  lon: ['long', 'lon', 'lng', 'longitude'],
  npi: ['npi'],
  phone: ['phone', 'phone_number'],
} as const;

const pick = (row: Record<string, string>, names: readonly string[]) => names.map((n) => row[n]).find((v) => v !== undefined && v !== '') ?? '';

/** A point this far from its zip code's centroid belongs to another address (a wide rural zip, Kodiak's, spans 40). */
const MAX_MILES_FROM_ZIP = 60;

/**
 * Loads a pharmacy CSV keyed by NPI into the directory: new NPIs are `loaded`, known ones
 * `updated`, bad rows skipped (closed chains' and mail-order services' sites too). Chains and
 * names follow pharmacy-chains.ts and pharmacy-text.ts, as in the generator; the file's point is
 * taken as the building's, and a row without a phone keeps the directory's. The directory is the seed's rows with every imported row laid over
 * them (kept in `dir#imports`, so a reload of a newer seed applies them again); only the
 * partitions the imported rows touch are rewritten, unless the stored directory is of another
 * seed, which is then rewritten whole.
 */
export async function importPharmacies(text: string): Promise<ImportReport> {
  const report = emptyReport();
  const seed = seedDirectory();
  const previousImports = await readImports();
  const current = new Map(withImports(seed.rows, previousImports).map((r) => [r.npi, r]));
  const imported = new Map<string, DirectoryRow>();
  for (const { line, row } of csvRows(text)) {
    if (!row) { reject(report, line, 'wrong number of columns or broken quotes'); continue; }
    const name = pick(row, COLUMNS.name);
    const npi = pick(row, COLUMNS.npi).replace(/\.0$/, '');
    const lat = Number(pick(row, COLUMNS.lat));
    const lon = Number(pick(row, COLUMNS.lon));
    const rawZip = pick(row, COLUMNS.zip).replace(/-\d{4}$/, '');
    const zip = /^\d{3,4}$/.test(rawZip) ? rawZip.padStart(5, '0') : rawZip;
    const state = pick(row, COLUMNS.state).toUpperCase();
    if (!name) { reject(report, line, 'no pharmacy name'); continue; }
    if (!isValidNpi(npi)) { reject(report, line, 'NPI is not a valid 10-digit NPI'); continue; }
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180 || pick(row, COLUMNS.lat) === '') { reject(report, line, 'latitude/longitude missing or out of range'); continue; }
    if (!/^\d{5}$/.test(zip)) { reject(report, line, 'zip is not 5 digits'); continue; }
    const centroid = zipToPoint(zip);
    if (centroid && distanceMiles(centroid, { lat, lon }) > MAX_MILES_FROM_ZIP) { reject(report, line, `the point is more than ${MAX_MILES_FROM_ZIP} miles from zip ${zip}`); continue; }
    if (imported.has(npi)) { reject(report, line, 'NPI repeated in this file'); continue; }
    const kind = classifyPharmacy([name], { state, zip });
    if (kind.kind === 'closed') { reject(report, line, kind.why); continue; }
    if (kind.kind === 'mail-service') { reject(report, line, `${kind.name} site, not a walk-in pharmacy`); continue; }
    const chain = kind.kind === 'chain' ? kind : undefined;
    // A file without phones (the HHS locator's) keeps the phone the directory has.
    const phone = pick(row, COLUMNS.phone).replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '') || (current.get(npi)?.phone ?? '');
    imported.set(npi, {
      npi, name: chain ? chain.name : displayName(name), chain: chain ? chain.chain : INDEPENDENT, parent: chain ? chain.parent : '',
      address: streetLine(pick(row, COLUMNS.address), pick(row, COLUMNS.address2), [name, ...(chain ? [chain.name] : [])]),
      city: titleCaseCity(pick(row, COLUMNS.city)), state, zip, phone: /^\d{10}$/.test(phone) ? phone : '', lat, lon, geo: 'address',
    });
    if (current.has(npi)) report.updated += 1;
    else report.loaded += 1;
  }
  if (!imported.size) return report;
  // The partitions that change: each row's old and new cell, its NPI bucket, its old and new name's index partitions.
  const touched = new Set<string>();
  for (const row of imported.values()) {
    for (const r of [current.get(row.npi), row]) {
      if (!r) continue;
      touched.add(areaPartition(r));
      touched.add(npiPartition(r.npi));
      for (const k of nameKeys(r.name, r.chain)) touched.add(k);
    }
  }
  touched.add(MAIL_ORDER_PARTITION);
  const imports = withImports(previousImports, [...imported.values()]);
  const sameSeed = (await readManifest())?.version.startsWith(seed.version);
  await writeDirectory(withImports(seed.rows, imports), `${seed.version}+import-${new Date().toISOString().slice(0, 10)}`, sameSeed ? touched : undefined);
  await writeImports(imports);
  return report;
}
