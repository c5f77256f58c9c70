import { beforeAll, describe, expect, it } from 'vitest';
import { useRuntimeEnv } from '../support/api-client';
import { asOfFromFileName, importNadac } from '../../functions/domain/catalog/importers/nadac';
import { importPharmacies } from '../../functions/domain/catalog/importers/pharmacies';
import { findDrugByLabel, getReferenceCosts, resetDrugCache } from '../../functions/domain/catalog/drug-repository';
import { findPharmaciesByName, getPharmacyByNpi, nearestPharmacies, pharmaciesNear, resetPharmacyCache } from '../../functions/domain/catalog/pharmacy-repository';

const HEADER = 'NDC Description,NDC,NADAC Per Unit,Effective Date,Pricing Unit,Pharmacy Type Indicator,OTC,Explanation Code,Classification for Rate Setting,Corresponding Generic Drug NADAC Per Unit,Corresponding Generic Drug Effective Date,As of Date';

describe('npm run import:nadac', () => {
  beforeAll(() => useRuntimeEnv());

  it('updates known NDCs, counts unknown and malformed rows, and is idempotent', async () => {
    const ndc = (await findDrugByLabel('Trazodone'))!.labels[0]!.formulations[0]!.ndc;
    const file = [
      HEADER,
      `TRAZODONE 50 MG TABLET,${ndc},0.04321,04/22/2026,EA,C/I,N,1,G,,,04/29/2026`,
      'UNKNOWN,99999999999,0.5,04/22/2026,EA,C/I,N,1,G,,,04/29/2026',
      'BAD NDC,123,0.5,04/22/2026,EA,C/I,N,1,G,,,04/29/2026',
      `BAD PRICE,${ndc},abc,04/22/2026,EA,C/I,N,1,G,,,04/29/2026`,
      `BAD UNIT,${ndc},0.5,04/22/2026,BOX,C/I,N,1,G,,,04/29/2026`,
      'SHORT ROW,1',
    ].join('\n');
    const first = await importNadac(file);
    expect(first).toMatchObject({ loaded: 2, updated: 1, unknown: 1, malformed: 4 });
    expect(first.problems[0]).toMatch(/^line 4: /);
    resetDrugCache();
    expect((await getReferenceCosts([ndc])).get(ndc)).toMatchObject({ unitCost: 0.04321, effectiveDate: '2026-04-22', asOf: '2026-04-29', source: 'NADAC' });

    expect(await importNadac(file)).toMatchObject({ loaded: 2, updated: 0, unknown: 1, malformed: 4 });
    const older = await importNadac(`${HEADER}\nTRAZODONE,${ndc},9.99,01/01/2026,EA,C/I,N,1,G,,,04/29/2026`);
    expect(older.updated).toBe(0);
    resetDrugCache();
    expect((await getReferenceCosts([ndc])).get(ndc)?.unitCost).toBe(0.04321);

    // A newer week replaces it, and the label's week follows the file's date (here from its name).
    const newer = await importNadac(`NDC,NADAC Per Unit,Effective Date,Pricing Unit\n${ndc},0.04111,05/06/2026,EA`, { asOf: asOfFromFileName('nadac_2026-05-06.csv')! });
    expect(newer.updated).toBe(1);
    resetDrugCache();
    expect((await getReferenceCosts([ndc])).get(ndc)).toMatchObject({ unitCost: 0.04111, asOf: '2026-05-06', source: 'NADAC' });
  });
});

describe('npm run import:pharmacies', () => {
  beforeAll(() => useRuntimeEnv());

  it('loads valid rows by NPI, skips malformed ones, and updates on a re-run', async () => {
    const file = [
      'provider_name,address1,address2,city,county,state,zip,latitude,longitude,npi,likely_retail_pharmacy,last_report_date',
      'WALGREENS #9001,1 MAIN ST,,Springfield,Sangamon,IL,62701,39.8,-89.65,1234567893,Y,2022-03-11',
      'NO COORDS,2 MAIN ST,,Springfield,Sangamon,IL,62701,,,1245319599,Y,2022-03-11',
      'BAD NPI,3 MAIN ST,,Springfield,Sangamon,IL,62701,39.8,-89.6,1234567890,Y,2022-03-11',
    ].join('\n');
    expect(await importPharmacies(file)).toMatchObject({ loaded: 1, updated: 0, malformed: 2 });
    expect(await importPharmacies(file)).toMatchObject({ loaded: 0, updated: 1, malformed: 2 });
    resetPharmacyCache();
    expect(await getPharmacyByNpi('1234567893')).toMatchObject({ chain: 'Walgreens', parent: 'Walgreens', address: '1 Main St', zip: '62701', geoPrecision: 'address', sample: false, isPopular: true });
    expect(npis(await pharmaciesNear({ lat: 39.8, lon: -89.65 }, 1))).toContain('1234567893');
    expect((await findPharmaciesByName('walgreens', 3)).map((p) => p.name)).toEqual(['Walgreens']);

    // It moved to Chicago: found there, and no longer in its old area.
    await importPharmacies(file.replace('Springfield,Sangamon,IL,62701,39.8,-89.65', 'Chicago,Cook,IL,60601,41.885,-87.62'));
    resetPharmacyCache();
    expect(npis(await pharmaciesNear({ lat: 39.8, lon: -89.65 }, 1))).not.toContain('1234567893');
    expect(npis(await nearestPharmacies({ lat: 41.885, lon: -87.62 }, { limit: 1 }))).toEqual(['1234567893']);
    expect(await getPharmacyByNpi('1234567893')).toMatchObject({ city: 'Chicago', zip: '60601' });
  });

  it('refuses closed chains, mail-order sites and points far from their zip', async () => {
    const file = [
      'provider_name,address1,city,state,zip,latitude,longitude,npi',
      'RITE AID PHARMACY 10836,2401 GENESEE STREET,Buffalo,NY,14211,42.91,-78.81,1245319599',
      'PILLPACK LLC,250 COMMERCIAL ST,Manchester,NH,03101,42.99,-71.46,1245319599',
      'FAR AWAY DRUG,1 MAIN ST,Springfield,IL,62701,41.885,-87.62,1245319599',
    ].join('\n');
    const report = await importPharmacies(file);
    expect(report).toMatchObject({ loaded: 0, updated: 0, malformed: 3 });
    expect(report.problems).toEqual([expect.stringMatching(/line 2: Rite Aid/), expect.stringMatching(/line 3: Amazon Pharmacy site/), expect.stringMatching(/line 4: the point is more than 60 miles/)]);
  });
});

const npis = (list: { npi: string }[]) => list.map((p) => p.npi);
