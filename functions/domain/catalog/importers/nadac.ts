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

/**
 * Reads the CMS NADAC weekly file (columns: NDC, NADAC Per Unit, Effective Date, Pricing Unit, ...)
 * and updates the reference cost of every NDC the catalog knows. `loaded` counts valid rows,
 * `updated` rows written, `unknown` NDCs not in the catalog. A NADAC price replaces the seed
 * sample; an older effective date never replaces a newer one, so re-running a file changes nothing.
 */
export async function importNadac(text: string): Promise<ImportReport> {
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
    report.loaded += 1;
    if (!known.has(ndc)) {
      report.unknown += 1;
      continue;
    }
    try {
      await ddb().send(new UpdateCommand({
        TableName: tableName('drugs'),
        Key: { pk: 'cost', sk: ndc },
        UpdateExpression: 'SET unitCost = :c, pricingUnit = :u, effectiveDate = :d, #s = :s',
        // A real NADAC price always replaces a seed sample; between NADAC prices the newer date wins.
        ConditionExpression: 'attribute_exists(sk) AND (#s = :seed OR effectiveDate < :d)',
        ExpressionAttributeNames: { '#s': 'source' },
        ExpressionAttributeValues: { ':c': unitCost, ':u': pricingUnit, ':d': effectiveDate, ':s': 'NADAC', ':seed': 'seed' },
      }));
      report.updated += 1;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  return report;
}
