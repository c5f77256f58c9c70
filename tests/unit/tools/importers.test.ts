import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIcd10 } from '../../../functions/domain/reference/importers/icd10';
import { RxnormCollector, rxnormFileKind } from '../../../functions/domain/reference/importers/rxnorm';
import { emptyReport } from '../../../functions/domain/catalog/importers/csv';

const pad = (s: string, n: number) => s.padEnd(n, ' ');
const orderLine = (n: number, code: string, flag: 0 | 1, short: string, long: string) => `${String(n).padStart(5, '0')} ${pad(code, 7)} ${flag} ${pad(short, 60)} ${long}`;

describe('ICD-10-CM importer', () => {
  it('reads the CDC order file: codes dotted, billable flag, long description', () => {
    const text = [
      orderLine(1, 'E11', 0, 'Type 2 diabetes mellitus', 'Type 2 diabetes mellitus'),
      orderLine(2, 'E119', 1, 'Type 2 diabetes mellitus without complications', 'Type 2 diabetes mellitus without complications'),
      orderLine(3, 'I10', 1, 'Essential (primary) hypertension', 'Essential (primary) hypertension'),
      'garbage line',
      '',
    ].join('\n');
    const report = emptyReport();
    expect(parseIcd10(text, report)).toEqual([
      { code: 'E11', billable: false, description: 'Type 2 diabetes mellitus' },
      { code: 'E11.9', billable: true, description: 'Type 2 diabetes mellitus without complications' },
      { code: 'I10', billable: true, description: 'Essential (primary) hypertension' },
    ]);
    expect(report.malformed).toBe(1);
    expect(report.problems[0]).toContain('line 4');
  });

  it('reads the code CSV layout and reports bad rows', () => {
    const report = emptyReport();
    const rows = parseIcd10('code,code_dotted,description\nE785,E78.5,"Hyperlipidemia, unspecified"\n12,1.2,Bad\n', report);
    expect(rows).toEqual([{ code: 'E78.5', billable: true, description: 'Hyperlipidemia, unspecified' }]);
    expect(report.malformed).toBe(1);
  });
});

describe('RxNorm importer', () => {
  const conso = [
    '314076|ENG||L1|PF|S1|Y|A1||||RXNORM|SCD|314076|lisinopril 10 MG Oral Tablet||N|4096|',
    '29046|ENG||L2|PF|S2|Y|A2||||RXNORM|IN|29046|lisinopril||N|4096|',
    '29046|ENG||L2|PF|S3|N|A3||||MTHSPL|SU|X|LISINOPRIL||N||',
    '999|ENG||L4|PF|S4|Y|A4||||RXNORM|SCD|999|retired thing||O|4096|',
  ].join('\n');
  const sat = ['314076|||A1|AUI|314076|||NDC|RXNORM|00093111310|N|4096|', '314076|||A1|AUI|314076|||NDC|MTHSPL|00000000000|N||'].join('\n');

  it('keeps RxNorm\'s own unsuppressed atoms and their NDCs from the RRF files', () => {
    const c = new RxnormCollector();
    c.add(rxnormFileKind('RXNCONSO.RRF', conso)!, conso);
    c.add(rxnormFileKind('rrf/RXNSAT.RRF', sat)!, sat);
    expect(c.named()).toEqual([
      { rxcui: '314076', tty: 'SCD', name: 'lisinopril 10 MG Oral Tablet', ingredients: [], ndcs: ['00093111310'] },
      { rxcui: '29046', tty: 'IN', name: 'lisinopril', ingredients: ['lisinopril'], ndcs: [] },
    ]);
  });

  it('reads the prescribable-content CSVs in any order', () => {
    const c = new RxnormCollector();
    const ndc = 'ndc11,rxcui,tty\n00093111310,314076,SCD\n';
    const concepts = 'rxcui,tty,name,scd_rxcui_for_sbd,ingredient_rxcui,ingredient_tty,ingredient_name\n314076,SCD,lisinopril 10 MG Oral Tablet,,29046,IN,lisinopril\nx,SCD,bad,,,,\n';
    c.add(rxnormFileKind('ndc.csv', ndc)!, ndc);
    c.add(rxnormFileKind('concepts.csv', concepts)!, concepts);
    expect(c.named()).toEqual([{ rxcui: '314076', tty: 'SCD', name: 'lisinopril 10 MG Oral Tablet', ingredients: ['lisinopril'], ndcs: ['00093111310'] }]);
    expect(c.report.malformed).toBe(1);
    expect(rxnormFileKind('notes.txt', 'hello')).toBeUndefined();
  });
});

const DATA = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'data');
const hasData = existsSync(join(DATA, 'icd10cm_fy2022_billable_codes.csv')) && existsSync(join(DATA, 'rxnorm_prescribable_concepts.csv'));

describe.skipIf(!hasData)('importers on the real reference files in ../shared/data', () => {
  it('parses every CDC FY2022 billable code', () => {
    const report = emptyReport();
    const codes = parseIcd10(readFileSync(join(DATA, 'icd10cm_fy2022_billable_codes.csv'), 'utf8'), report);
    expect(codes.length).toBeGreaterThan(72_000);
    expect(report.malformed).toBe(0);
    expect(codes.find((c) => c.code === 'E11.9')?.description).toBe('Type 2 diabetes mellitus without complications');
  }, 30_000);

  it('reads the RxNorm prescribable extracts into concepts with NDCs', () => {
    const c = new RxnormCollector();
    for (const file of ['rxnorm_prescribable_concepts.csv', 'rxnorm_prescribable_ingredients.csv', 'rxnorm_prescribable_ndc.csv']) {
      const text = readFileSync(join(DATA, file), 'utf8');
      c.add(rxnormFileKind(file, text)!, text);
    }
    expect(c.named().length).toBeGreaterThan(30_000);
    expect(c.concepts.get('314076')).toMatchObject({ tty: 'SCD', ingredients: expect.arrayContaining(['lisinopril']), ndcs: expect.arrayContaining(['00093111310']) });
  }, 60_000);
});

if (!hasData) console.warn('Skipping the real-file importer tests: ../shared/data (CDC ICD-10-CM and NLM RxNorm files) is not present.');
