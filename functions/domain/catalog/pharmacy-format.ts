import { gunzipSync, gzipSync } from 'node:zlib';
import type { GeoPrecision, Pharmacy, TransferInfo } from './model';
import { INDEPENDENT, isPopularChain, MAIL_ORDER_CHAIN } from './pharmacy-chains';

/**
 * The pharmacy directory's row format, version 1: one pharmacy per line, tab-separated, in the
 * order of COLUMNS. The committed seed (seed/pharmacies.tsv.gz) and every block the directory
 * keeps in DynamoDB (pharmacy-areas.ts) use it, so a loader reads the seed and writes blocks
 * without translating anything.
 *
 * - phone: 10 digits or ''; lat/lon: WGS84 degrees, 5 decimals (about 1 m).
 * - geo: 'address' (a point at the building) or 'zip' (the zip code's centroid: distance approximate).
 * - address '' means the source knows only city and zip; chain 'Mail Order' marks a mail-order pharmacy.
 * - A seed file starts with two lines: `#rxsavvy-pharmacies/1<TAB><directory version><TAB><rows>`
 *   and the column names. A change of columns or meaning gets a new format number.
 */
export const PHARMACY_FORMAT = 'rxsavvy-pharmacies/1';
export const COLUMNS = ['npi', 'name', 'chain', 'parent', 'address', 'city', 'state', 'zip', 'phone', 'lat', 'lon', 'geo'] as const;

export interface DirectoryRow {
  npi: string;
  name: string;
  chain: string;
  parent: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  lat: number;
  lon: number;
  geo: GeoPrecision;
}

const clean = (s: string) => (/[\t\r\n]/.test(s) ? s.replace(/[\t\r\n]+/g, ' ').trim() : s);

export function encodeRow(r: DirectoryRow): string {
  return [r.npi, clean(r.name), clean(r.chain), clean(r.parent), clean(r.address), clean(r.city), r.state, r.zip, r.phone, r.lat.toFixed(5), r.lon.toFixed(5), r.geo].join('\t');
}

export function decodeRow(line: string): DirectoryRow {
  const f = line.split('\t');
  if (f.length !== COLUMNS.length) throw new Error(`pharmacy row has ${f.length} fields, not ${COLUMNS.length}: ${line.slice(0, 80)}`);
  const [npi, name, chain, parent, address, city, state, zip, phone, lat, lon, geo] = f as [string, string, string, string, string, string, string, string, string, string, string, string];
  if (geo !== 'address' && geo !== 'zip') throw new Error(`pharmacy ${npi}: geo is '${geo}'`);
  return { npi, name, chain, parent, address, city, state, zip, phone, lat: Number(lat), lon: Number(lon), geo };
}

/** Rows as one gzipped block (a DynamoDB binary attribute). */
export const encodeBlock = (rows: readonly DirectoryRow[]): Uint8Array => gzipSync(rows.map(encodeRow).join('\n'));

export function decodeBlock(data: Uint8Array): DirectoryRow[] {
  const text = gunzipSync(data).toString('utf8');
  return text ? text.split('\n').map(decodeRow) : [];
}

/** A name-index entry: a distinct name, how many stores carry it, and the row of its lowest NPI. */
export interface NameEntry { stores: number; row: DirectoryRow }

/** Name-index blocks (pharmacy-areas.ts writes them): `<stores><TAB><row>` per line. */
export function decodeNameBlock(data: Uint8Array): NameEntry[] {
  const text = gunzipSync(data).toString('utf8');
  return text ? text.split('\n').map((line) => {
    const tab = line.indexOf('\t');
    return { stores: Number(line.slice(0, tab)), row: decodeRow(line.slice(tab + 1)) };
  }) : [];
}

/** The seed file's text: the two header lines, then the rows. */
export function seedFileText(version: string, rows: readonly DirectoryRow[]): string {
  return [`#${PHARMACY_FORMAT}\t${version}\t${rows.length}`, COLUMNS.join('\t'), ...rows.map(encodeRow)].join('\n') + '\n';
}

export function parseSeedFile(text: string): { version: string; rows: DirectoryRow[] } {
  const lines = text.split('\n').filter(Boolean);
  const [format, version, count] = (lines[0] ?? '').slice(1).split('\t');
  if (format !== PHARMACY_FORMAT || lines[1] !== COLUMNS.join('\t')) throw new Error(`not a ${PHARMACY_FORMAT} file`);
  const rows = lines.slice(2).map(decodeRow);
  if (rows.length !== Number(count)) throw new Error(`the file says ${count} rows and holds ${rows.length}`);
  return { version: version!, rows };
}

type ChainTransfer = Omit<TransferInfo, 'phoneNumber'>;
/**
 * Each pharmacy company's public transfer pages (its own site), keyed by the company (the
 * directory's `parent`): a company runs one pharmacy system and one sign-in for all its banners
 * (Duane Reade's pharmacy is Walgreens'; Ralphs and King Soopers are Kroger's; Safeway, Vons and
 * Jewel-Osco are Albertsons'), so a banner's stores get the company's pages.
 */
const TRANSFER: Readonly<Record<string, ChainTransfer>> = {
  Walgreens: { websiteDomain: 'walgreens.com', guestURL: 'https://www.walgreens.com/pharmacy/transfer', withAccountURL: 'https://www.walgreens.com/login.jsp?ru=/pharmacy/transfer' },
  'CVS Health': { websiteDomain: 'cvs.com', guestURL: 'https://www.cvs.com/pharmacy/transfer-prescription', withAccountURL: 'https://www.cvs.com/account/login?screenname=/pharmacy/transfer' },
  Walmart: { websiteDomain: 'walmart.com', guestURL: '', withAccountURL: 'https://www.walmart.com/account/login?returnUrl=/pharmacy/transfer' },
  Kroger: { websiteDomain: 'kroger.com', guestURL: 'https://www.kroger.com/pharmacy/transfer', withAccountURL: 'https://www.kroger.com/signin?redirectUrl=/pharmacy/transfer' },
  Albertsons: { websiteDomain: 'albertsons.com', guestURL: 'https://www.albertsons.com/pharmacy/transfer', withAccountURL: 'https://www.albertsons.com/account/sign-in?goto=/pharmacy/transfer' },
};
/** Banners whose pharmacy is not on their company's site: Sam's Club pharmacies transfer through samsclub.com, not walmart.com. */
const OWN_PHARMACY_SITE: ReadonlySet<string> = new Set(["Sam's Club"]);
const NO_TRANSFER: ChainTransfer = { websiteDomain: '', guestURL: '', withAccountURL: '' };

/** The transfer pages of a store of this banner and company (none for an independent or a mail service). */
export const transferPagesOf = (chain: string, parent: string): ChainTransfer =>
  (chain === INDEPENDENT || chain === MAIL_ORDER_CHAIN || OWN_PHARMACY_SITE.has(chain) ? undefined : TRANSFER[parent]) ?? NO_TRANSFER;

/** '2125551234' -> '(212) 555-1234'. */
export const formatPhone = (digits: string): string => (/^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : '');

export function toPharmacy(r: DirectoryRow): Pharmacy {
  return {
    id: `npi-${r.npi}`, npi: r.npi, name: r.name, chain: r.chain, parent: r.parent, address: r.address, city: r.city, state: r.state, zip: r.zip,
    lat: r.lat, lon: r.lon, geoPrecision: r.geo, hasStreetAddress: r.address !== '', phone: formatPhone(r.phone),
    isPopular: isPopularChain(r.chain), mailOrder: r.chain === MAIL_ORDER_CHAIN, transfer: { ...transferPagesOf(r.chain, r.parent), phoneNumber: '' }, sample: false,
  };
}
