import { csvRows } from '../../functions/domain/catalog/importers/csv';

/**
 * The generator's inputs, parsed (../shared/data/us_retail_pharmacies_nppes_partial_2026.SOURCE.md
 * describes every column). Pure: text in, rows out, so the tests feed the fixture files.
 */
export interface CandidateRow {
  npi: string;
  name: string;
  legalName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  /** 10 digits or ''. */
  phone: string;
  /** The candidate's own point, if any, and how it was found ('address:hhs_locator', 'zip_centroid:zcta2018', ...). */
  point?: { lat: number; lon: number };
  geoPrecision: string;
  taxonomies: string[];
  source: string;
  /** NPPES last update, YYYY-MM-DD, or ''. */
  lastUpdate: string;
  /** Among the 3336C0003X NPIs of NPPES in Feb 2026 (the RetailMyMeds lists: independents and health systems only). */
  inNppes2026: boolean;
}

/** NPPES taxonomy "Mail Order Pharmacy". */
export const MAIL_ORDER_TAXONOMY = '3336M0002X';

export function readCandidate(text: string): CandidateRow[] {
  const out: CandidateRow[] = [];
  for (const { line, row } of csvRows(text)) {
    if (!row) throw new Error(`candidate line ${line}: wrong number of columns`);
    const lat = Number(row.latitude);
    const lon = Number(row.longitude);
    out.push({
      npi: row.npi!, name: row.name!, legalName: row.legal_name!, address1: row.address1!, address2: row.address2!, city: row.city!, state: row.state!, zip: row.zip!,
      phone: /^\d{10}$/.test(row.phone!) ? row.phone! : '',
      ...(row.latitude && row.longitude && Number.isFinite(lat) && Number.isFinite(lon) ? { point: { lat, lon } } : {}),
      geoPrecision: row.geo_precision!, taxonomies: row.taxonomy_codes!.split(/\s+/).filter(Boolean), source: row.source!, lastUpdate: row.last_update!,
      inNppes2026: row.in_nppes_2026_02 === 'Y',
    });
  }
  return out;
}

/** A point the HHS therapeutics locator gives an NPI. */
export interface HhsPoint {
  npi: string;
  name: string;
  address1: string;
  address2: string;
  /** 5 digits, or '' when the locator's zip is not a zip (`95540-____`, `676742`). */
  zip: string;
  lat: number;
  lon: number;
}

const zip5 = (z: string) => /^\d{5}(-?\d{4})?$/.test(z.trim()) ? z.trim().slice(0, 5) : /^\d{3,4}$/.test(z.trim()) ? z.trim().padStart(5, '0') : '';

/** us_pharmacy_locations_hhs_paxlovid_2022-04.csv: `POINT (lon lat)`, the NPI as a float ('1174621635.0'). */
export function readHhsApril(text: string): HhsPoint[] {
  const out: HhsPoint[] = [];
  for (const { row } of csvRows(text)) {
    const m = row && /^POINT \((-?[\d.]+) (-?[\d.]+)\)$/.exec(row.geocoded_address ?? '');
    const npi = (row?.npi ?? '').replace(/\.0$/, '');
    if (!row || !m || !/^\d{10}$/.test(npi)) continue;
    out.push({ npi, name: row.provider_name!, address1: row.address1!, address2: row.address2!, zip: zip5(row.zip!), lat: Number(m[2]), lon: Number(m[1]) });
  }
  return out;
}

/** us_pharmacy_locations_hhs_paxlovid_2022.csv (2022-03-11): latitude and longitude columns. */
export function readHhsMarch(text: string): HhsPoint[] {
  const out: HhsPoint[] = [];
  for (const { row } of csvRows(text)) {
    if (!row || !/^\d{10}$/.test(row.npi ?? '') || !row.latitude || !row.longitude) continue;
    out.push({ npi: row.npi!, name: row.provider_name!, address1: row.address1!, address2: row.address2!, zip: zip5(row.zip!), lat: Number(row.latitude), lon: Number(row.longitude) });
  }
  return out;
}
