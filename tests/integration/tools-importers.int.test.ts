import { beforeAll, describe, expect, it } from 'vitest';
import { importIcd10 } from '../../functions/domain/reference/importers/icd10';
import { importRxnorm, RxnormCollector } from '../../functions/domain/reference/importers/rxnorm';
import { getJson, useRuntimeEnv } from '../support/api-client';

/** The ICD-10-CM and RxNorm importers write where the tools' routes read (toolReference). */
describe('reference importers feed the tools', () => {
  beforeAll(() => useRuntimeEnv());

  it('makes an imported ICD-10-CM code describable', async () => {
    const line = `${'00042'} ${'A001'.padEnd(7)} 1 ${'Cholera due to Vibrio cholerae 01, biovar eltor'.padEnd(60)} Cholera due to Vibrio cholerae 01, biovar eltor`;
    const report = await importIcd10(`${line}\n`);
    expect(report).toMatchObject({ loaded: 1, malformed: 0 });
    const res = await getJson('/api/tools/icd10', { view: 'describe', code: 'A00.1' });
    expect(res.status).toBe(200);
    expect(res.body.entry).toEqual({ code: 'A00.1', description: 'Cholera due to Vibrio cholerae 01, biovar eltor', kind: 'code' });
  });

  it('makes an imported RxCUI answerable', async () => {
    const collector = new RxnormCollector();
    collector.add('concepts-csv', 'rxcui,tty,name,scd_rxcui_for_sbd,ingredient_rxcui,ingredient_tty,ingredient_name\n1234567,SCD,widgetol 5 MG Oral Tablet,,7654321,IN,widgetol\n');
    await importRxnorm(collector);
    const res = await getJson('/api/tools/rxnorm', { view: 'info', rxcui: '1234567' });
    expect(res.status).toBe(200);
    expect(res.body.concept).toMatchObject({ name: 'widgetol 5 MG Oral Tablet', ingredients: ['widgetol'], source: 'rxnorm-import' });
  });
});
