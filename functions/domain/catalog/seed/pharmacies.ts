import { npiCheckDigit } from '../../../../shared/validation';
import { prng } from '../../../lib/prng';
import { zipPlace, zipToPoint } from '../geo';
import type { Pharmacy, TransferInfo } from '../model';

/**
 * SAMPLE pharmacy directory, generated deterministically (seeded PRNG): every one of the 50 most
 * populous US metro areas gets the mapped chains plus Costco and independents near its centre.
 * Names, addresses and phone numbers are invented (555-01xx numbers); NPIs are valid-format but
 * not real. A real directory comes in through `npm run import:pharmacies -- FILE`.
 */
export const METROS: readonly { name: string; zip: string }[] = [
  { name: 'New York', zip: '10001' }, { name: 'Los Angeles', zip: '90012' }, { name: 'Chicago', zip: '60601' },
  { name: 'Dallas', zip: '75201' }, { name: 'Houston', zip: '77002' }, { name: 'Washington', zip: '20001' },
  { name: 'Philadelphia', zip: '19103' }, { name: 'Miami', zip: '33130' }, { name: 'Atlanta', zip: '30303' },
  { name: 'Boston', zip: '02108' }, { name: 'Phoenix', zip: '85004' }, { name: 'San Francisco', zip: '94103' },
  { name: 'Riverside', zip: '92501' }, { name: 'Detroit', zip: '48226' }, { name: 'Seattle', zip: '98101' },
  { name: 'Minneapolis', zip: '55401' }, { name: 'San Diego', zip: '92101' }, { name: 'Tampa', zip: '33602' },
  { name: 'Denver', zip: '80202' }, { name: 'Baltimore', zip: '21201' }, { name: 'St. Louis', zip: '63101' },
  { name: 'Orlando', zip: '32801' }, { name: 'Charlotte', zip: '28202' }, { name: 'San Antonio', zip: '78205' },
  { name: 'Portland', zip: '97204' }, { name: 'Sacramento', zip: '95814' }, { name: 'Pittsburgh', zip: '15222' },
  { name: 'Austin', zip: '78701' }, { name: 'Las Vegas', zip: '89101' }, { name: 'Cincinnati', zip: '45202' },
  { name: 'Kansas City', zip: '64106' }, { name: 'Columbus', zip: '43215' }, { name: 'Indianapolis', zip: '46204' },
  { name: 'Cleveland', zip: '44113' }, { name: 'San Jose', zip: '95113' }, { name: 'Nashville', zip: '37203' },
  { name: 'Virginia Beach', zip: '23451' }, { name: 'Providence', zip: '02903' }, { name: 'Jacksonville', zip: '32202' },
  { name: 'Milwaukee', zip: '53202' }, { name: 'Raleigh', zip: '27601' }, { name: 'Oklahoma City', zip: '73102' },
  { name: 'Memphis', zip: '38103' }, { name: 'Richmond', zip: '23219' }, { name: 'Louisville', zip: '40202' },
  { name: 'New Orleans', zip: '70112' }, { name: 'Salt Lake City', zip: '84101' }, { name: 'Hartford', zip: '06103' },
  { name: 'Buffalo', zip: '14202' }, { name: 'Birmingham', zip: '35203' },
];

interface ChainDef {
  chain: string;
  name: string;
  popular: boolean;
  transfer?: Omit<TransferInfo, 'phoneNumber'>;
}

const CHAINS: readonly ChainDef[] = [
  { chain: 'Walgreens', name: 'Walgreens', popular: true, transfer: { websiteDomain: 'walgreens.com', guestURL: 'https://www.walgreens.com/pharmacy/transfer', withAccountURL: 'https://www.walgreens.com/login.jsp?ru=/pharmacy/transfer' } },
  { chain: 'CVS', name: 'CVS Pharmacy', popular: true, transfer: { websiteDomain: 'cvs.com', guestURL: 'https://www.cvs.com/pharmacy/transfer-prescription', withAccountURL: 'https://www.cvs.com/account/login?screenname=/pharmacy/transfer' } },
  { chain: 'CVS', name: 'CVS inside Target', popular: true, transfer: { websiteDomain: 'cvs.com', guestURL: 'https://www.cvs.com/pharmacy/transfer-prescription', withAccountURL: '' } },
  { chain: 'Walmart', name: 'Walmart Pharmacy', popular: true, transfer: { websiteDomain: 'walmart.com', guestURL: '', withAccountURL: 'https://www.walmart.com/account/login?returnUrl=/pharmacy/transfer' } },
  { chain: 'Kroger', name: 'Kroger Pharmacy', popular: true, transfer: { websiteDomain: 'kroger.com', guestURL: 'https://www.kroger.com/pharmacy/transfer', withAccountURL: 'https://www.kroger.com/signin?redirectUrl=/pharmacy/transfer' } },
  { chain: 'Rite Aid', name: 'Rite Aid', popular: true, transfer: { websiteDomain: 'riteaid.com', guestURL: 'https://www.riteaid.com/pharmacy/transfer', withAccountURL: '' } },
  { chain: 'Albertsons', name: 'Albertsons Pharmacy', popular: true, transfer: { websiteDomain: 'albertsons.com', guestURL: 'https://www.albertsons.com/pharmacy/transfer', withAccountURL: 'https://www.albertsons.com/account/sign-in?goto=/pharmacy/transfer' } },
  { chain: 'Costco', name: 'Costco Pharmacy', popular: true, transfer: { websiteDomain: 'costco.com', guestURL: '', withAccountURL: 'https://www.costco.com/LogonForm?URL=/pharmacy/transfer' } },
];

const INDEPENDENT_NAMES = ['Community Care Pharmacy', 'Main Street Drug', 'Family Health Pharmacy', 'Neighborhood Rx', 'Corner Apothecary', 'Parkside Pharmacy'];
const STREETS = ['Main St', 'Oak Ave', 'Broadway', 'Elm St', 'Market St', 'Park Blvd', 'Lake Dr', 'Hill Rd', 'Washington Ave', 'Center St'];


function npi(random: () => number): string {
  const first9 = `1${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  return `${first9}${npiCheckDigit(first9)}`;
}

export const MAIL_ORDER_PHARMACIES: readonly Pick<Pharmacy, 'name' | 'chain' | 'city' | 'state' | 'zip'>[] = [
  { name: 'Home Delivery Pharmacy', chain: 'Mail Order', city: 'Scottsdale', state: 'AZ', zip: '85251' },
  { name: 'National Mail Rx', chain: 'Mail Order', city: 'Columbus', state: 'OH', zip: '43215' },
  { name: 'Direct Script Mail Pharmacy', chain: 'Mail Order', city: 'Memphis', state: 'TN', zip: '38103' },
  { name: 'ParcelRx Mail Pharmacy', chain: 'Mail Order', city: 'Salt Lake City', state: 'UT', zip: '84101' },
];

export function generateSamplePharmacies(seed = 20261118): Pharmacy[] {
  const random = prng(seed);
  const pharmacies: Pharmacy[] = [];
  const phone = () => `(${200 + Math.floor(random() * 700)}) 555-01${String(Math.floor(random() * 100)).padStart(2, '0')}`;
  const street = () => `${100 + Math.floor(random() * 9800)} ${STREETS[Math.floor(random() * STREETS.length)]}`;
  METROS.forEach((metro, m) => {
    const centre = zipToPoint(metro.zip);
    if (!centre) throw new Error(`zipcodes has no ${metro.zip}`);
    const shops: ChainDef[] = [...CHAINS, ...CHAINS.slice(0, 3), ...INDEPENDENT_NAMES.slice(0, 4).map((name) => ({ chain: 'Independent', name, popular: false }))];
    shops.forEach((shop, i) => {
      // Within ~20 miles of the centre: 1 degree of latitude is ~69 miles.
      const lat = centre.lat + (random() - 0.5) * 0.55;
      const lon = centre.lon + (random() - 0.5) * 0.55 / Math.cos((centre.lat * Math.PI) / 180);
      const shopPhone = phone();
      const duplicate = i >= CHAINS.length && shop.chain !== 'Independent';
      pharmacies.push({
        id: `sample-${String(m).padStart(2, '0')}-${String(i).padStart(2, '0')}`,
        npi: npi(random),
        name: shop.chain === 'Independent' ? `${shop.name} of ${metro.name}` : shop.name,
        chain: shop.chain,
        address: street(),
        city: metro.name,
        state: zipPlace(metro.zip)?.state ?? '',
        zip: metro.zip,
        lat: Number(lat.toFixed(6)),
        lon: Number(lon.toFixed(6)),
        phone: shopPhone,
        // A second store of a chain in the same area shows under 'Show More Pharmacies'.
        isPopular: shop.popular && !duplicate,
        mailOrder: false,
        transfer: { websiteDomain: shop.transfer?.websiteDomain ?? '', guestURL: shop.transfer?.guestURL ?? '', withAccountURL: shop.transfer?.withAccountURL ?? '', phoneNumber: shopPhone },
        sample: true,
      });
    });
  });
  MAIL_ORDER_PHARMACIES.forEach((mail, i) => {
    const point = zipToPoint(mail.zip)!;
    const mailPhone = `(800) 555-01${String(60 + i).padStart(2, '0')}`;
    pharmacies.push({
      id: `sample-mail-${i}`, npi: npi(random), ...mail, address: street(), lat: point.lat, lon: point.lon, phone: mailPhone,
      isPopular: false, mailOrder: true, transfer: { websiteDomain: '', guestURL: '', withAccountURL: '', phoneNumber: mailPhone }, sample: true,
    });
  });
  return pharmacies;
}
