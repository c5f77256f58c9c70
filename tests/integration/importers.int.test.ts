import { beforeAll, describe, expect, it } from 'vitest';
import { useRuntimeEnv } from '../support/api-client';
import { asOfFromFileName, importNadac } from '../../functions/domain/catalog/importers/nadac';
import { importPharmacies } from '../../functions/domain/catalog/importers/pharmacies';
import { findDrugByLabel, getReferenceCosts, resetDrugCache } from '../../functions/domain/catalog/drug-repository';
import { getPharmacyByNpi, pharmaciesNear, resetPharmacyCache } from '../../functions/domain/catalog/pharmacy-repository';

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
    expect(await getPharmacyByNpi('1234567893')).toMatchObject({ chain: 'Walgreens', zip: '62701', sample: false, isPopular: true });
    expect(names(await pharmaciesNear({ lat: 39.8, lon: -89.65 }, 1))).toContain('Walgreens');

    // It moved to Chicago: found there, and no longer in its old area.
    await importPharmacies(file.replace('Springfield,Sangamon,IL,62701,39.8,-89.65', 'Chicago,Cook,IL,60601,41.885,-87.62'));
    resetPharmacyCache();
    expect(await pharmaciesNear({ lat: 39.8, lon: -89.65 }, 1)).toEqual([]);
    expect((await pharmaciesNear({ lat: 41.885, lon: -87.62 }, 0.01)).map((p) => p.npi)).toContain('1234567893');
  });
});

const names = (list: { name: string }[]) => list.map((p) => p.name);
