import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Pharmacy } from '../model';
import { parseSeedFile, toPharmacy, type DirectoryRow } from '../pharmacy-format';

/**
 * The default pharmacy directory: 53,000 real pharmacies from NPPES (Oct 2025, Feb 2026), NY
 * Medicaid (2022-Q1) and the HHS therapeutics locators (2022), built by
 * scripts/generate-pharmacies.ts (rules in scripts/pharmacy-directory/build.ts, figures in
 * ../README-directory.md) into pharmacies.tsv.gz beside this file.
 *
 * The seed's format (a deploy-time loader reads it too): gzipped UTF-8 text; line 1
 * `#rxsavvy-pharmacies/1<TAB><directory version><TAB><rows>`, line 2 the column names, then one
 * pharmacy per line, tab-separated: npi, name, chain, parent, address, city, state, zip, phone
 * (10 digits or ''), lat, lon (5 decimals), geo ('address' | 'zip'). pharmacy-format.ts reads and
 * writes it; pharmacy-areas.ts turns the rows into the DynamoDB items. Only the seed loader (through
 * seed-source.ts: this file, or its copy a deploy uploads to S3), the importer and the tests read
 * it: routes read DynamoDB.
 */
export const PHARMACY_SEED_FILE = 'pharmacies.tsv.gz';

let seed: { version: string; rows: DirectoryRow[] } | undefined;

/** A seed file's directory version and rows, from its gzipped bytes (wherever they were read: seed-source.ts). */
export function parseDirectorySeed(gzipped: Uint8Array): { version: string; rows: DirectoryRow[] } {
  return parseSeedFile(gunzipSync(gzipped).toString('utf8'));
}

/** The committed seed's directory version and rows, read once (the importer and the tests). */
export function seedDirectory(): { version: string; rows: DirectoryRow[] } {
  return (seed ??= parseDirectorySeed(readFileSync(new URL(`./${PHARMACY_SEED_FILE}`, import.meta.url))));
}

export function seedPharmacies(): Pharmacy[] {
  return seedDirectory().rows.map(toPharmacy);
}

/**
 * Zips the tests and the bench price at: metros (every one has hundreds of pharmacies within 50
 * miles) and two rural zips (Absarokee MT, Cheyenne WY). tests/unit/catalog-seed.test.ts checks
 * that each has pharmacies within 50 miles.
 */
export const METROS: readonly { name: string; zip: string; rural?: true }[] = [
  { name: 'New York', zip: '10001' }, { name: 'Los Angeles', zip: '90012' }, { name: 'Chicago', zip: '60601' },
  { name: 'Dallas', zip: '75201' }, { name: 'Houston', zip: '77002' }, { name: 'Washington', zip: '20001' },
  { name: 'Philadelphia', zip: '19103' }, { name: 'Miami', zip: '33130' }, { name: 'Atlanta', zip: '30303' },
  { name: 'Boston', zip: '02108' }, { name: 'Phoenix', zip: '85004' }, { name: 'San Francisco', zip: '94103' },
  { name: 'Riverside', zip: '92501' }, { name: 'Detroit', zip: '48226' }, { name: 'Seattle', zip: '98101' },
  { name: 'San Diego', zip: '92101' }, { name: 'Tampa', zip: '33602' }, { name: 'Denver', zip: '80202' },
  { name: 'Baltimore', zip: '21201' }, { name: 'St. Louis', zip: '63101' }, { name: 'Orlando', zip: '32801' },
  { name: 'Charlotte', zip: '28202' }, { name: 'San Antonio', zip: '78205' }, { name: 'Sacramento', zip: '95814' },
  { name: 'Pittsburgh', zip: '15222' }, { name: 'Austin', zip: '78701' }, { name: 'Indianapolis', zip: '46204' },
  { name: 'Providence', zip: '02903' }, { name: 'Milwaukee', zip: '53202' }, { name: 'Richmond', zip: '23219' },
  { name: 'New Orleans', zip: '70112' }, { name: 'Salt Lake City', zip: '84101' }, { name: 'Hartford', zip: '06103' },
  { name: 'Memphis', zip: '38103' }, { name: 'Birmingham', zip: '35203' }, { name: 'Oklahoma City', zip: '73102' },
  { name: 'Columbus', zip: '43215' }, { name: 'Minneapolis', zip: '55401' }, { name: 'Cleveland', zip: '44114' },
  { name: 'Kansas City', zip: '64106' }, { name: 'Las Vegas', zip: '89101' }, { name: 'Portland', zip: '97204' },
  { name: 'Cincinnati', zip: '45202' }, { name: 'Nashville', zip: '37203' }, { name: 'Jacksonville', zip: '32202' },
  { name: 'Buffalo', zip: '14202' }, { name: 'Louisville', zip: '40202' }, { name: 'Raleigh', zip: '27601' },
  { name: 'Albuquerque', zip: '87102' }, { name: 'Anchorage', zip: '99501' },
  { name: 'Absarokee, MT', zip: '59001', rural: true }, { name: 'Cheyenne, WY', zip: '82001', rural: true },
];
