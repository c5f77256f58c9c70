import { readFileSync } from 'node:fs';
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

/** Real rows, unchanged, of the CDC and NLM files the importers are run on (tests/fixtures/README.md). */
const REFERENCE = join(import.meta.dirname, '..', '..', 'fixtures', 'reference');
const reference = (file: string) => readFileSync(join(REFERENCE, file), 'utf8');

describe('importers on real rows of the reference files (tests/fixtures/reference)', () => {
  it('parses every row of the CDC FY2022 billable-code file, quoted descriptions and 3- to 6-character codes alike', () => {
    const report = emptyReport();
    expect(parseIcd10(reference('icd10cm_fy2022_billable_codes.sample.csv'), report)).toEqual([
      { code: 'A00.0', billable: true, description: 'Cholera due to Vibrio cholerae 01, biovar cholerae' },
      { code: 'E11.9', billable: true, description: 'Type 2 diabetes mellitus without complications' },
      { code: 'E78.5', billable: true, description: 'Hyperlipidemia, unspecified' },
      { code: 'I10', billable: true, description: 'Essential (primary) hypertension' },
      { code: 'J45.909', billable: true, description: 'Unspecified asthma, uncomplicated' },
      { code: 'Z79.899', billable: true, description: 'Other long term (current) drug therapy' },
      { code: 'U09.9', billable: true, description: 'Post COVID-19 condition, unspecified' },
    ]);
    expect(report.malformed).toBe(0);
  });

  it('reads the three RxNorm prescribable-content extracts into concepts with their ingredient and NDCs', () => {
    const c = new RxnormCollector();
    for (const file of ['rxnorm_prescribable_concepts.sample.csv', 'rxnorm_prescribable_ingredients.sample.csv', 'rxnorm_prescribable_ndc.sample.csv']) {
      const text = reference(file);
      c.add(rxnormFileKind(file, text)!, text);
    }
    expect(c.report.malformed).toBe(0);
    expect(c.named()).toEqual([
      { rxcui: '196472', tty: 'BN', name: 'Zestril', ingredients: ['lisinopril'], ndcs: [] },
      { rxcui: '104377', tty: 'SBD', name: 'lisinopril 10 MG Oral Tablet [Zestril]', ingredients: ['lisinopril'], ndcs: ['24979024007'] },
      { rxcui: '314076', tty: 'SCD', name: 'lisinopril 10 MG Oral Tablet', ingredients: ['lisinopril'], ndcs: ['00093111310', '00591040701'] },
      { rxcui: '29046', tty: 'IN', name: 'lisinopril', ingredients: ['lisinopril'], ndcs: [] },
    ]);
  });
});
