import { npiCheckDigit } from '../../../../shared/validation';
import { zipPlace, zipToPoint } from '../geo';
import type { Pharmacy, TransferInfo } from '../model';
import { PHARMACY_ROWS } from './pharmacy-rows';

/**
 * The default pharmacy directory: the real retail pharmacies of the HHS COVID-19 therapeutics
 * locator (data of 2022-03-11; names, addresses, NPIs and coordinates as HHS published them; see
 * pharmacy-rows.ts and scripts/generate-pharmacies.ts), plus four mail-order pharmacies, which
 * are samples (invented names, 555-01xx numbers) and say so. The file carries no phone numbers.
 * A newer directory comes in through `npm run import:pharmacies -- FILE`.
 */

/**
 * Metro zips the tests and the bench price at: every one has 10+ locator pharmacies within
 * 50 miles (tests/unit/catalog-seed.test.ts checks it). The 2022 locator lists Paxlovid sites,
 * so some metros are thin (Columbus, Minneapolis, Cleveland have fewer than 10 and are left out).
 */
export const METROS: readonly { name: string; zip: string }[] = [
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
];

type ChainTransfer = Omit<TransferInfo, 'phoneNumber'>;
/** Each chain's public transfer pages (its own site). */
const TRANSFER: Readonly<Record<string, ChainTransfer>> = {
  Walgreens: { websiteDomain: 'walgreens.com', guestURL: 'https://www.walgreens.com/pharmacy/transfer', withAccountURL: 'https://www.walgreens.com/login.jsp?ru=/pharmacy/transfer' },
  CVS: { websiteDomain: 'cvs.com', guestURL: 'https://www.cvs.com/pharmacy/transfer-prescription', withAccountURL: 'https://www.cvs.com/account/login?screenname=/pharmacy/transfer' },
  Walmart: { websiteDomain: 'walmart.com', guestURL: '', withAccountURL: 'https://www.walmart.com/account/login?returnUrl=/pharmacy/transfer' },
  Kroger: { websiteDomain: 'kroger.com', guestURL: 'https://www.kroger.com/pharmacy/transfer', withAccountURL: 'https://www.kroger.com/signin?redirectUrl=/pharmacy/transfer' },
  Albertsons: { websiteDomain: 'albertsons.com', guestURL: 'https://www.albertsons.com/pharmacy/transfer', withAccountURL: 'https://www.albertsons.com/account/sign-in?goto=/pharmacy/transfer' },
};
const NO_TRANSFER: ChainTransfer = { websiteDomain: '', guestURL: '', withAccountURL: '' };

const MAIL_ORDER_PHARMACIES: readonly Pick<Pharmacy, 'name' | 'zip' | 'address'>[] = [
  { name: 'Home Delivery Pharmacy', address: '100 Sample Way', zip: '85251' },
  { name: 'National Mail Rx', address: '200 Sample Way', zip: '43215' },
  { name: 'Direct Script Mail Pharmacy', address: '300 Sample Way', zip: '38103' },
  { name: 'ParcelRx Mail Pharmacy', address: '400 Sample Way', zip: '84101' },
];

/** Sample mail-order NPIs: valid check digit, 1999990000 range (not issued to these names). */
const sampleNpi = (i: number) => {
  const first9 = `19999900${i}`;
  return `${first9}${npiCheckDigit(first9)}`;
};

export function seedPharmacies(): Pharmacy[] {
  const retail = PHARMACY_ROWS.map(([npi, name, chain, address, city, state, zip, lat, lon]): Pharmacy => ({
    id: `npi-${npi}`, npi, name, chain, address, city, state, zip, lat, lon, phone: '',
    isPopular: chain !== 'Independent', mailOrder: false, transfer: { ...(TRANSFER[chain] ?? NO_TRANSFER), phoneNumber: '' }, sample: false,
  }));
  const mail = MAIL_ORDER_PHARMACIES.map((m, i): Pharmacy => {
    const point = zipToPoint(m.zip)!;
    const place = zipPlace(m.zip)!;
    const phone = `(800) 555-01${String(60 + i).padStart(2, '0')}`;
    return {
      id: `sample-mail-${i}`, npi: sampleNpi(i), ...m, chain: 'Mail Order', city: place.city, state: place.state, lat: point.lat, lon: point.lon, phone,
      isPopular: false, mailOrder: true, transfer: { ...NO_TRANSFER, phoneNumber: phone }, sample: true,
    };
  });
  return [...retail, ...mail];
}
