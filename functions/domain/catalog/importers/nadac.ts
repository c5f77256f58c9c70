import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import type { PricingUnit } from '../model';
import { queryPartition } from '../store';
import { csvRows, emptyReport, reject, type ImportReport } from './csv';

const UNITS = new Set<PricingUnit>(['EA', 'ML', 'GM']);

/** MM/DD/YYYY (CMS) -> YYYY-MM-DD, or undefined when it is not a real date. */
export function cmsDate(text: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  return new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso) ? iso : undefined;
}

/** The week a NADAC file is "as of", from a name like nadac_2026-05-06.csv or NADAC_20260506.csv. */
export function asOfFromFileName(name: string): string | undefined {
  const m = /(\d{4})-?(\d{2})-?(\d{2})/.exec(name);
  return m ? cmsDate(`${m[2]}/${m[3]}/${m[1]}`) : undefined;
}

/**
 * Reads the CMS NADAC weekly file (columns: NDC, NADAC Per Unit, Effective Date, Pricing Unit,
 * As of Date, Corresponding Generic Drug NADAC Per Unit, ...) and updates the reference cost of
 * every NDC the catalog knows, with the week it is as of (the row's As of Date, else `asOf`, e.g.
 * from the file name, else the effective date): the steps' label "NADAC (CMS), week of …" follows
 * it. `loaded` counts valid rows, `updated` rows written, `unknown` NDCs not in the catalog. A newer
 * week replaces an older one; within a week a changed price with no older effective date
 * replaces the stored one; so re-running a file, or an older file, changes nothing.
 */
export async function importNadac(text: string, options: { asOf?: string } = {}): Promise<ImportReport> {
  const report = emptyReport();
  const known = new Set((await queryPartition<{ sk: string }>('drugs', 'cost')).map((c) => c.sk));
  for (const { line, row } of csvRows(text)) {
    if (!row) {
      reject(report, line, 'wrong number of columns or broken quotes');
      continue;
    }
    const ndc = (row.ndc ?? '').replace(/\D/g, '');
    const unitCost = Number(row.nadac_per_unit);
    const effectiveDate = cmsDate(row.effective_date ?? '');
    const pricingUnit = (row.pricing_unit ?? '').toUpperCase() as PricingUnit;
    if (ndc.length !== 11) { reject(report, line, 'NDC is not 11 digits'); continue; }
    if (!Number.isFinite(unitCost) || unitCost <= 0 || row.nadac_per_unit === '') { reject(report, line, 'NADAC Per Unit is not a positive number'); continue; }
    if (!effectiveDate) { reject(report, line, 'Effective Date is not MM/DD/YYYY'); continue; }
    if (!UNITS.has(pricingUnit)) { reject(report, line, 'Pricing Unit is not EA, ML or GM'); continue; }
    const asOf = cmsDate(row.as_of_date ?? '') ?? options.asOf ?? effectiveDate;
    const generic = Number(row.corresponding_generic_drug_nadac_per_unit ?? row.generic_nadac_per_unit ?? '');
    report.loaded += 1;
    if (!known.has(ndc)) {
      report.unknown += 1;
      continue;
    }
    try {
      await ddb().send(new UpdateCommand({
        TableName: tableName('drugs'),
        Key: { pk: 'cost', sk: ndc },
        UpdateExpression: `SET unitCost = :c, pricingUnit = :u, effectiveDate = :d, asOf = :w, #s = :s ${generic > 0 ? ', genericUnitCost = :g' : 'REMOVE genericUnitCost'}`,
        // A sample or undated cost always gives way; a newer week wins; within a week, a changed price not older.
        ConditionExpression: 'attribute_exists(sk) AND (#s = :seed OR attribute_not_exists(asOf) OR asOf < :w OR (asOf = :w AND unitCost <> :c AND effectiveDate <= :d))',
        ExpressionAttributeNames: { '#s': 'source' },
        ExpressionAttributeValues: { ':c': unitCost, ':u': pricingUnit, ':d': effectiveDate, ':w': asOf, ':s': 'NADAC', ':seed': 'seed', ...(generic > 0 ? { ':g': generic } : {}) },
      }));
      report.updated += 1;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  return report;
}
