import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addressKey, displayName, streetLine } from '../../functions/domain/catalog/pharmacy-text';
import { buildDirectory, type Verdict } from '../../scripts/pharmacy-directory/build';
import { readCandidate, readHhsApril, readHhsMarch } from '../../scripts/pharmacy-directory/sources';
import { ZipCheck } from '../../scripts/pharmacy-directory/zip-check';

/**
 * The directory generator's rules (scripts/pharmacy-directory/build.ts) on real rows: 45 rows of the
 * national candidate and the HHS locator rows of the same NPIs, copied verbatim into
 * tests/fixtures/pharmacy-*.csv (tests/fixtures/README.md). No file of ../shared/data is read.
 */
const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const zipTable = gunzipSync(readFileSync(join(import.meta.dirname, '..', '..', 'functions', 'domain', 'catalog', 'zip-centroids.tsv.gz')))
  .toString('utf8').split('\n').filter(Boolean).map((line) => {
    const [zip, lat, lon] = line.split('\t');
    return { zip: zip!, lat: Number(lat), lon: Number(lon) };
  });
const candidate = readCandidate(fixture('pharmacy-candidate.csv'));
const { rows, report, verdicts } = buildDirectory({
  candidate, hhsApril: readHhsApril(fixture('pharmacy-hhs-2022-04.csv')), hhsMarch: readHhsMarch(fixture('pharmacy-hhs-2022-03.csv')), zipTable,
});
const kept = (npi: string) => {
  const v = verdicts.get(npi);
  if (!v?.kept) throw new Error(`${npi} was not kept: ${JSON.stringify(v)}`);
  return v;
};
const dropped = (npi: string) => verdicts.get(npi) as Extract<Verdict, { kept: false }>;

describe('the directory generator on real rows', () => {
  it('reads every fixture row and decides each one', () => {
    expect(candidate).toHaveLength(45);
    expect(verdicts.size).toBe(45);
    expect(new Set(rows.map((r) => r.npi)).size).toBe(rows.length);
  });

  it.each([
    ['1023035169', "Sam's Club", "Sam's Club Pharmacy", 'Walmart'], // legal name SAMS EAST INC
    ['1033136338', "Sam's Club", "Sam's Club Pharmacy", 'Walmart'], // HHS only: "Sams Pharmacy #8215"
    ['1285680793', 'Jewel-Osco', 'Jewel-Osco Pharmacy', 'Albertsons'],
    ['1063437663', 'Ralphs', 'Ralphs Pharmacy', 'Kroger'],
    ['1396761417', 'Duane Reade', 'Duane Reade', 'Walgreens'],
    ['1104295054', 'CVS', 'CVS inside Target', 'CVS Health'],
    ['1477117075', 'CVS', 'CVS Pharmacy', 'CVS Health'],
    ['1003064106', 'Costco', 'Costco Pharmacy', 'Costco'],
    ['1003337023', 'Hy-Vee', 'Hy-Vee Pharmacy', 'Hy-Vee'],
    ['1003858671', "Fry's", "Fry's Pharmacy", 'Kroger'], // SMITHS FOOD & DRUG CENTERS INC in Arizona
    ['1417378902', 'Kroger', 'Kroger Pharmacy', 'Kroger'],
    ['1003048505', 'Walgreens', 'Walgreens', 'Walgreens'],
    ['1093012635', 'Independent', 'Jewel Of Flushing Rx', ''], // "JEWEL" alone is not Jewel-Osco
  ])('maps %s to chain %s, shown as %s, parent %s', (npi, chain, name, parent) => {
    expect(kept(npi).row).toMatchObject({ chain, name, parent });
  });

  it('leaves out closed chains: Rite Aid (incl. Bartell and Apex Drug Stores)', () => {
    for (const npi of ['1003135393', '1154430536', '1003251646', '1023127578']) expect(dropped(npi)).toMatchObject({ kept: false, why: 'closed-chain' });
    expect(report.dropped.closedChain).toEqual({ 'Rite Aid': 4 });
    expect(rows.some((r) => /rite ?aid|bartell/i.test(`${r.name} ${r.chain}`))).toBe(false);
  });

  it('keeps one NPI per store at one address: the one enumerated in Feb 2026, then the latest update', () => {
    // RTL INC, Bayonne: both enumerated in 2026; the 2025 update wins over the 2017 one.
    expect(kept('1679464903').row.name).toBe('Rtl');
    expect(dropped('1811270622')).toEqual({ kept: false, why: 'same-store', detail: '1679464903' });
    // Gifthealth, Columbus: the stale NPI (not enumerated in Feb 2026) loses although updated later.
    expect(dropped('1689411712')).toMatchObject({ why: 'same-store', detail: '1457834830' });
    // Sentara RMH: the Feb 2026 NPI wins over the Oct 2025 one.
    expect(dropped('1700663770')).toMatchObject({ why: 'same-store', detail: '1841203452' });
    // Jewel of Flushing (2025 NPPES) and Jewel Pharmacy (NY Medicaid 2022): one store, different phones.
    expect(dropped('1104933423')).toMatchObject({ why: 'same-store', detail: '1093012635' });
  });

  it('cleans street lines of delivery notes, repeated store names and names in the street field', () => {
    expect(kept('1003186800').row).toMatchObject({ name: 'Meijer Pharmacy', address: '5349 W Pike Plaza Rd' }); // HHS: "Deliver to Pharmacy"
    expect(kept('1972764066').row).toMatchObject({ name: 'CVS Pharmacy', address: '1000 Commerce Ave' }); // HHS: "CVS Pharmacy"
    expect(kept('1437174901').row).toMatchObject({ name: 'Duane Reade', address: '1221 6th Ave' }); // address1 "DUANE READE"
    expect(rows.some((r) => /deliver|cvs pharmacy|, pharmacy$/i.test(r.address))).toBe(false);
  });

  it('marks rows without a street address and points at a zip centroid', () => {
    expect(kept('1548275324').row).toMatchObject({ name: 'Komoto Pharmacy', address: '', city: 'Delano', geo: 'zip' });
    const lodi = kept('1003000258');
    expect(lodi).toMatchObject({ point: 'zip-centroid', row: { address: '929 S Cherokee Ln', geo: 'zip', lat: 38.113068, lon: -121.149018 } });
    expect(report.noStreet).toBe(1);
  });

  it('takes the HHS point of the same NPI when it passes the zip check, and refuses a far-off one', () => {
    // Walgreens #12053, Yakima: the candidate has the zip centroid, HHS April 2022 the building.
    expect(kept('1003048505')).toMatchObject({ point: 'hhs-april', row: { geo: 'address', lat: 46.585045, lon: -120.594555 } });
    // Walmart #394, Moulton AL: HHS March 2022 (and so the candidate) put it near Birmingham, 70
    // miles off: refused; HHS April 2022 has the building.
    expect(kept('1891713210')).toMatchObject({ point: 'hhs-april', row: { geo: 'address', lat: 34.492687, lon: -87.276833 } });
    // King Kullen, Center Moriches: NY Medicaid's geocode is 37 miles off and HHS has none: the zip's centroid.
    expect(kept('1336297399')).toMatchObject({ point: 'zip-centroid', row: { geo: 'zip' } });
    expect(report.refused.candidate).toBe(2);
    // Walmart #789, Mesquite TX: the candidate's point (HHS March) is kept; HHS April's, 19 miles east, is never needed.
    expect(kept('1659398899')).toMatchObject({ point: 'candidate', row: { lat: 32.790668, lon: -96.598693 } });
    // CVS #11059, 1619 Broadway: NY Medicaid's rooftop point, not the HHS one in Bushwick...
    expect(kept('1144873563')).toMatchObject({ point: 'candidate', row: { lat: 40.761083, lon: -73.984493 } });
    // ...which, had NY Medicaid no point, would be refused for the zip's centroid.
    const alone = candidate.find((c) => c.npi === '1144873563')!;
    const without = buildDirectory({ candidate: [{ ...alone, point: undefined, geoPrecision: '' }], hhsApril: readHhsApril(fixture('pharmacy-hhs-2022-04.csv')), hhsMarch: [], zipTable });
    expect(without.rows[0]).toMatchObject({ geo: 'zip' });
    expect(without.report.refused.hhsApril).toBe(1);
  });

  it('drops a phone number that rows at more than 3 addresses share (a head office line)', () => {
    for (const npi of ['1003330010', '1003330267', '1003331224', '1003332131', '1013933142']) expect(kept(npi).row.phone).toBe('');
    expect(kept('1063437663').row.phone).toBe('9512965248');
  });

  it('lists real mail-order services only: 3336M0002X and a known service, one entry per service', () => {
    expect(rows.filter((r) => r.chain === 'Mail Order').map((r) => [r.name, r.parent, r.npi]).sort()).toEqual([
      ['Amazon Pharmacy', 'Amazon', '1134916075'],
      ['MailMyPrescriptions.com', 'MailMyPrescriptions.com', '1316483258'],
    ]);
    expect(dropped('1881298578')).toMatchObject({ why: 'mail-service-duplicate' }); // another Amazon (PillPack) site
    expect(dropped('1043102528')).toMatchObject({ why: 'mail-service-site' }); // PillPack without 3336M0002X
    expect(dropped('1477293538')).toMatchObject({ why: 'mail-service-site' }); // Walgreens' Orlando mail site
    // An independent that also mails stays a walk-in pharmacy.
    expect(kept('1558163923').row).toMatchObject({ chain: 'Independent', name: '108 Pharma' });
    expect(dropped('1811873466')).toMatchObject({ why: 'not-open-to-public' }); // Florida Dept of Corrections
  });
});

describe('names and street lines', () => {
  it('shows an independent by its d/b/a, without LLC or INC, in title case', () => {
    expect(displayName('EMERGING RX, LLC DBA EMERGING HOME CARE PHARMACY')).toBe('Emerging Home Care Pharmacy');
    expect(displayName("RAZOOK'S DRUG, INC.")).toBe("Razook's Drug");
    expect(displayName('Young Life Pharmacy')).toBe('Young Life Pharmacy');
  });
  it('keeps suites and buildings, drops notes', () => {
    expect(streetLine('5503 CAHUENGA BLVD', 'STE 100', [])).toBe('5503 Cahuenga Blvd, Ste 100');
    expect(streetLine('12144 DAIRY ASHFORD RD STE 100G', '', [])).toBe('12144 Dairy Ashford Rd Ste 100G');
    expect(streetLine('2450 E MAIN ST', 'ATTN: PHARMACY MANAGER', [])).toBe('2450 E Main St');
    expect(streetLine('29451 PLYMOUTH RD', 'RELO 0352', [])).toBe('29451 Plymouth Rd');
    expect(streetLine('50 FULTON AVE', 'GIANT EAGLE PHARMACY #0047', ['Giant Eagle Pharmacy'])).toBe('50 Fulton Ave');
    expect(streetLine('FOSTER FAMILY COMMUNITY HEALTH CENTER', '550 MUNSON AVE UNIT 4', [])).toBe('550 Munson Ave Unit 4, Foster Family Community Health Center');
  });
  it('matches one address however it is spelled', () => {
    expect(addressKey('9150 E. 109TH AVENUE', '46307')).toBe(addressKey('9150 E 109th Ave', '46307'));
  });
});

describe('the zip check', () => {
  const check = new ZipCheck(zipTable);
  it('refuses a Manhattan point in Brooklyn and accepts one in its own zip', () => {
    expect(check.fits('10019', { lat: 40.685112, lon: -73.91434 })).toBe(false); // HHS's CVS #11059
    expect(check.fits('10019', { lat: 40.761083, lon: -73.984493 })).toBe(true);
    expect(check.fits('00000', { lat: 40.76, lon: -73.98 })).toBe(false);
  });
  it('allows more where zips are wide', () => {
    expect(check.allowance('10019')).toBe(5);
    expect(check.allowance('59001')!).toBeGreaterThan(10);
  });
});
