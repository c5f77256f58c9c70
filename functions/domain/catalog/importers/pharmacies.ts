import { isValidNpi } from '../../../../shared/validation';
import type { Pharmacy } from '../model';
import { areaPartition, directoryItems } from '../pharmacy-areas';
import { batchDelete, batchPut, queryPartition } from '../store';
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

/**
 * Chains by store name (the HHS locator names stores "Walgreens Store #15654", "CVS Store #…",
 * "SAFEWAY PHARMACY", …): [pattern, chain, name shown]. Banners of one company share its chain
 * (Safeway, Vons, Randalls, Tom Thumb, Carrs, Osco are Albertsons; Smith's, Ralphs, Fry's, King
 * Soopers, Fred Meyer are Kroger), because prices and PBM contracts are the company's.
 */
const CHAIN_PATTERNS: [RegExp, string, string][] = [
  [/\bcvs\b.*\btarget\b|\btarget\b/i, 'CVS', 'CVS inside Target'],
  [/\bcvs\b/i, 'CVS', 'CVS Pharmacy'],
  [/walgreens/i, 'Walgreens', 'Walgreens'],
  [/\bsams?\b|sam's club/i, "Sam's Club", "Sam's Club Pharmacy"],
  [/wal-?mart/i, 'Walmart', 'Walmart Pharmacy'],
  [/costco/i, 'Costco', 'Costco Pharmacy'],
  [/meijer/i, 'Meijer', 'Meijer Pharmacy'],
  [/rite ?aid/i, 'Rite Aid', 'Rite Aid'],
  [/kroger|\bsmiths?\b|ralphs|\bfry'?s\b|king soopers|fred meyer|dillons|\bqfc\b|harris teeter|mariano|food 4 less|city market|pick ?n ?save|baker'?s|gerbes|jay ?c\b/i, 'Kroger', ''],
  [/albertsons|safeway|\bvons\b|randalls|tom thumb|\bcarrs\b|\bosco\b|jewel|\bacme\b|pavilions|shaw'?s|star market|sav-?on|united pharmacy|market street|amigos/i, 'Albertsons', ''],
  [/\bh-?e-?b\b/i, 'H-E-B', 'H-E-B Pharmacy'],
  [/publix/i, 'Publix', 'Publix Pharmacy'],
  [/hy-?vee/i, 'Hy-Vee', 'Hy-Vee Pharmacy'],
  [/giant eagle/i, 'Giant Eagle', 'Giant Eagle Pharmacy'],
];

export function chainOf(name: string): { chain: string; displayName?: string } {
  for (const [pattern, chain, displayName] of CHAIN_PATTERNS) if (pattern.test(name)) return { chain, ...(displayName ? { displayName } : {}) };
  return { chain: 'Independent' };
}

export const titleCase = (s: string): string => s.toLowerCase().replace(/(^|[\s\-/(])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());

/** Loads a pharmacy CSV keyed by NPI: new NPIs are `loaded`, known ones `updated`, bad rows skipped. */
export async function importPharmacies(text: string): Promise<ImportReport> {
  const report = emptyReport();
  // Where each known pharmacy is filed, so one that moved leaves its old area.
  const existing = new Map((await queryPartition<Pharmacy & { sk: string }>('pharmacies', 'pharmacy')).map((p) => [p.sk, areaPartition(p)]));
  const moved: { pk: string; sk: string }[] = [];
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
      id, npi, name: displayName ?? titleCase(name), chain, address: titleCase(pick(row, COLUMNS.address)), city: titleCase(pick(row, COLUMNS.city)),
      state: pick(row, COLUMNS.state).toUpperCase(), zip, lat, lon, phone, isPopular: chain !== 'Independent', mailOrder: false,
      transfer: { websiteDomain: '', guestURL: '', withAccountURL: '', phoneNumber: phone }, sample: false,
    };
    items.push(...directoryItems(pharmacy));
    const filedIn = existing.get(id);
    if (filedIn !== undefined && filedIn !== areaPartition(pharmacy)) moved.push({ pk: filedIn, sk: id });
    if (existing.has(id)) report.updated += 1;
    else report.loaded += 1;
  }
  await batchPut('pharmacies', items);
  await batchDelete('pharmacies', moved);
  return report;
}
