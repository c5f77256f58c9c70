import { PutCommand } from '../../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import { csvRows, emptyReport, reject, type ImportReport } from '../../catalog/importers/csv';
import { normaliseIcd10 } from '../icd10-repository';
import { writeToLiveGeneration } from '../seed/reference-version';

export interface Icd10Code {
  /** Dotted, e.g. E11.9. */
  code: string;
  billable: boolean;
  description: string;
}

const CODE = /^[A-Z][0-9][0-9A-Z][0-9A-Z]{0,4}$/;

/**
 * The CDC ICD-10-CM order file (icd10cm_order_YYYY.txt, fixed width: order number 5, code 7,
 * header flag 1 where 1 = billable, short description 60, long description), or the CSV layout
 * `code,code_dotted,description` (all billable). Malformed lines are reported, never guessed.
 */
export function parseIcd10(text: string, report: ImportReport = emptyReport()): Icd10Code[] {
  const firstLine = text.slice(0, 200).split(/\r?\n/)[0] ?? '';
  if (/^code\s*,/i.test(firstLine)) {
    const out: Icd10Code[] = [];
    for (const { line, row } of csvRows(text)) {
      const plain = (row?.code ?? '').toUpperCase();
      if (!row || !CODE.test(plain) || !row.description) {
        reject(report, line, 'expected code,code_dotted,description with a valid code');
        continue;
      }
      out.push({ code: normaliseIcd10(plain), billable: true, description: row.description });
    }
    return out;
  }
  const out: Icd10Code[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    // Fixed columns: 1-5 order number, 7-13 code, 15 header flag, 17-76 short, 78- long description.
    const code = raw.slice(6, 13).trim();
    const flag = raw.charAt(14);
    const description = (raw.slice(77).trim() || raw.slice(16, 76).trim());
    if (!/^\d{5}$/.test(raw.slice(0, 5)) || !CODE.test(code) || (flag !== '0' && flag !== '1') || !description) {
      reject(report, i + 1, 'not an ICD-10-CM order-file line');
      return;
    }
    out.push({ code: normaliseIcd10(code), billable: flag === '1', description });
  });
  return out;
}

/** The toolReference items of these codes (pk icd10#<category>, sk the dotted code): the importer's and the reference seed's. */
export function icd10Items(codes: readonly Icd10Code[]): Record<string, unknown>[] {
  return codes.map((c) => ({ pk: `icd10#${c.code.slice(0, 3)}`, sk: c.code, description: c.description, billable: c.billable }));
}

/** Loads every code into toolReference under pk icd10#<category> of the live generation; re-running rewrites the same items. */
export async function importIcd10(text: string): Promise<ImportReport> {
  const report = emptyReport();
  const codes = parseIcd10(text, report);
  report.loaded = codes.length;
  await writeToLiveGeneration(icd10Items(codes));
  report.updated = codes.length;
  await ddb().send(new PutCommand({ TableName: tableName('toolReference'), Item: { pk: 'meta', sk: 'icd10', codes: codes.length, at: new Date().toISOString() } }));
  return report;
}
