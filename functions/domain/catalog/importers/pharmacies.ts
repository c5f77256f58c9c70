import { isValidNpi } from '../../../../shared/validation';
import type { Pharmacy } from '../model';
import { batchPut, queryPartition } from '../store';
import { csvRows, emptyReport, reject, type ImportReport } from './csv';

/** Accepts the documented header set and the HHS locator's (provider_name, address1, latitude, ...). */
const COLUMNS = {
  name: ['name', 'provider_name', 'pharmacy_name'],
  address: ['address', 'address1', 'street'],
  city: ['city'],
  state: ['state'],
  zip: ['zip', 'zip_code', 'postal_code'],
  lat: ['lat', 'latitude'],
  lon: ['long', 'lon', 'lng', 'longitude'],
  npi: ['npi'],
  phone: ['phone', 'phone_number'],
} as const;

const pick = (row: Record<string, string>, names: readonly string[]) => names.map((n) => row[n]).find((v) => v !== undefined && v !== '') ?? '';

const CHAIN_PATTERNS: [RegExp, string, string?][] = [
  [/\bcvs\b.*\btarget\b|\btarget\b/i, 'CVS', 'CVS inside Target'],
  [/\bcvs\b/i, 'CVS'],
  [/walgreens/i, 'Walgreens'],
  [/wal-?mart/i, 'Walmart'],
  [/kroger/i, 'Kroger'],
  [/rite ?aid/i, 'Rite Aid'],
  [/albertsons/i, 'Albertsons'],
  [/costco/i, 'Costco'],
];

export function chainOf(name: string): { chain: string; displayName?: string } {
  for (const [pattern, chain, displayName] of CHAIN_PATTERNS) if (pattern.test(name)) return { chain, ...(displayName ? { displayName } : {}) };
  return { chain: 'Independent' };
}

const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Loads a pharmacy CSV keyed by NPI: new NPIs are `loaded`, known ones `updated`, bad rows skipped. */
export async function importPharmacies(text: string): Promise<ImportReport> {
  const report = emptyReport();
  const existing = new Set((await queryPartition<{ sk: string }>('pharmacies', 'pharmacy')).map((p) => p.sk));
  const seen = new Set<string>();
  const items: Record<string, unknown>[] = [];
  for (const { line, row } of csvRows(text)) {
    if (!row) { reject(report, line, 'wrong number of columns or broken quotes'); continue; }
    const name = pick(row, COLUMNS.name);
    const npi = pick(row, COLUMNS.npi);
    const lat = Number(pick(row, COLUMNS.lat));
    const lon = Number(pick(row, COLUMNS.lon));
    const rawZip = pick(row, COLUMNS.zip).replace(/-\d{4}$/, '');
    const zip = /^\d{3,4}$/.test(rawZip) ? rawZip.padStart(5, '0') : rawZip;
    if (!name) { reject(report, line, 'no pharmacy name'); continue; }
    if (!isValidNpi(npi)) { reject(report, line, 'NPI is not a valid 10-digit NPI'); continue; }
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180 || pick(row, COLUMNS.lat) === '') { reject(report, line, 'latitude/longitude missing or out of range'); continue; }
    if (!/^\d{5}$/.test(zip)) { reject(report, line, 'zip is not 5 digits'); continue; }
    const id = `npi-${npi}`;
    if (seen.has(id)) { reject(report, line, 'NPI repeated in this file'); continue; }
    seen.add(id);
    const { chain, displayName } = chainOf(name);
    const phone = pick(row, COLUMNS.phone);
    const pharmacy: Pharmacy = {
      id, npi, name: displayName ?? title(name), chain, address: title(pick(row, COLUMNS.address)), city: title(pick(row, COLUMNS.city)),
      state: pick(row, COLUMNS.state).toUpperCase(), zip, lat, lon, phone, isPopular: chain !== 'Independent', mailOrder: false,
      transfer: { websiteDomain: '', guestURL: '', withAccountURL: '', phoneNumber: phone }, sample: false,
    };
    items.push({ pk: 'pharmacy', sk: id, ...pharmacy });
    if (existing.has(id)) report.updated += 1;
    else report.loaded += 1;
  }
  await batchPut('pharmacies', items);
  return report;
}
