import { createHash } from 'node:crypto';
import { deletePartition, mainWeek, partitionName, readCosts, readMarker, switchMarker } from '../catalog-version';
import type { PricingUnit, ReferenceCost } from '../model';
import { batchPut } from '../store';
import { csvRows, emptyReport, normaliseHeader, reject, type ImportReport } from './csv';

const UNITS = new Set<PricingUnit>(['EA', 'ML', 'GM']);

/** The columns a NADAC file must have (header names as `normaliseHeader` makes them). */
const REQUIRED_COLUMNS = ['ndc', 'nadac_per_unit', 'effective_date', 'pricing_unit'] as const;

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

/** One valid row of a NADAC file. */
export interface NadacRow {
  ndc: string;
  unitCost: number;
  effectiveDate: string;
  pricingUnit: PricingUnit;
  /** The row's As of Date, else the file's week (`asOf`, e.g. from its name), else its effective date. */
  asOf: string;
  genericUnitCost?: number;
}

/**
 * Reads the CMS NADAC weekly file (columns: NDC, NADAC Per Unit, Effective Date, Pricing Unit,
 * As of Date, Corresponding Generic Drug NADAC Per Unit, ...). Pure: every valid row, and the
 * report of the rows skipped (`loaded` counts valid rows). `missingColumns` names required
 * columns the header lacks (then no row is valid).
 */
export function parseNadac(text: string, options: { asOf?: string } = {}): { rows: NadacRow[]; report: ImportReport; missingColumns: string[] } {
  const report = emptyReport();
  const rows: NadacRow[] = [];
  const header = (text.slice(0, 2000).replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '').split(',').map(normaliseHeader);
  const missingColumns = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missingColumns.length) return { rows, report, missingColumns };
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
    rows.push({ ndc, unitCost, effectiveDate, pricingUnit, asOf, ...(generic > 0 ? { genericUnitCost: generic } : {}) });
  }
  return { rows, report, missingColumns };
}

/**
 * Whether a file's row replaces the stored cost: a sample or undated cost always gives way; a newer
 * week wins; within a week, a changed price not older. So re-running a file, or an older file,
 * changes nothing.
 */
export function replaces(stored: ReferenceCost, row: NadacRow): boolean {
  return stored.source === 'seed' || !stored.asOf || stored.asOf < row.asOf
    || (stored.asOf === row.asOf && stored.unitCost !== row.unitCost && stored.effectiveDate <= row.effectiveDate);
}

/**
 * What an unattended refresh accepts (the `nadac-refresh` job): a file it refuses changes nothing
 * and fails the run (its Job-<id> alarm, and the NadacFileRefused metric).
 *
 * - `minCatalogShare`: the file must price at least this share of the catalog's NDCs. The catalog
 *   is built from one weekly file, so a later week prices nearly all of them (NDCs leave NADAC a
 *   few at a time); a truncated download, a filtered extract or another data set falls far below.
 *   0.9 leaves room for ten percent of the catalog to leave NADAC at once, which no week does.
 * - `maxMalformedShare`: at most this share of the file's data rows may be malformed (CMS's own
 *   file has none; a damaged file has many).
 */
export interface NadacGuard {
  minCatalogShare: number;
  maxMalformedShare: number;
}

export const NADAC_REFRESH_GUARD: NadacGuard = { minCatalogShare: 0.9, maxMalformedShare: 0.01 };

/** A NADAC file the guard refused: nothing was written. */
export class NadacFileRefused extends Error {
  override readonly name = 'NadacFileRefused';
}

export interface NadacImportReport extends ImportReport {
  /** The NADAC week most of the catalog's costs carry after the import. */
  week: string;
  /** The costs partition live after the import (a new one when anything changed). */
  costs: string;
}

/**
 * Applies a NADAC file to the catalog's reference costs: every NDC the catalog knows takes the
 * file's cost where `replaces` says so (`updated` counts them, `unknown` rows of NDCs the catalog
 * does not have). Nothing is lost: the new costs (the live ones with the file's laid over them) are
 * written whole into a new partition, and only then does the catalog marker switch to it
 * (catalog-version.ts); the costs before stay as `previous`. A file that changes nothing writes
 * nothing. With a `guard` (the weekly refresh), a malformed or suspiciously small file is refused
 * first (NadacFileRefused). `npm run import:nadac -- FILE` runs it without a guard, so a partial
 * file updates just its rows.
 */
export async function importNadac(text: string, options: { asOf?: string; guard?: NadacGuard; source?: string } = {}): Promise<NadacImportReport> {
  const marker = await readMarker();
  if (!marker) throw new Error('no catalog is loaded: load the seed first (npm start, or the seed-load job)');
  const current = await readCosts(marker.costs);
  const { rows, report, missingColumns } = parseNadac(text, options);
  if (options.guard) checkGuard(options.guard, { rows, report, missingColumns }, current);
  else if (missingColumns.length) throw new Error(`not a NADAC file: no ${missingColumns.join(', ')} column`);
  const next = new Map(current);
  for (const row of rows) {
    const stored = next.get(row.ndc);
    if (!stored) {
      report.unknown += 1;
      continue;
    }
    if (!replaces(stored, row)) continue;
    next.set(row.ndc, {
      ndc: row.ndc, unitCost: row.unitCost, pricingUnit: row.pricingUnit, effectiveDate: row.effectiveDate, asOf: row.asOf, source: 'NADAC',
      ...(row.genericUnitCost ? { genericUnitCost: row.genericUnitCost } : {}),
    });
    report.updated += 1;
  }
  if (!report.updated) return { ...report, week: marker.nadacWeek || mainWeek(current.values()), costs: marker.costs };
  const costs = partitionName('cost', `${marker.costs}|${createHash('sha256').update(text).digest('hex')}`);
  await batchPut('drugs', [...next.values()].map((c) => ({ pk: costs, sk: c.ndc, ...c })));
  const week = mainWeek(next.values());
  const switched = await switchMarker({
    version: marker.version, groups: marker.groups, costs, nadacWeek: week, costsSource: `NADAC ${options.source ?? 'file'}`, directoryVersion: marker.directoryVersion,
  }, marker);
  if (!switched) {
    await deletePartition(costs);
    throw new Error('the catalog changed while the NADAC file was applied (a seed load or another import); run it again');
  }
  return { ...report, week, costs };
}

function checkGuard(guard: NadacGuard, parsed: ReturnType<typeof parseNadac>, current: ReadonlyMap<string, ReferenceCost>): void {
  const { rows, report, missingColumns } = parsed;
  if (missingColumns.length) throw new NadacFileRefused(`not a NADAC file: no ${missingColumns.join(', ')} column`);
  const dataRows = report.loaded + report.malformed;
  if (!dataRows) throw new NadacFileRefused('the file has no rows');
  if (report.malformed / dataRows > guard.maxMalformedShare) {
    throw new NadacFileRefused(`${report.malformed} of ${dataRows} rows are malformed (at most ${pct(guard.maxMalformedShare)} allowed; first: ${report.problems[0] ?? ''})`);
  }
  const priced = new Set(rows.map((r) => r.ndc).filter((ndc) => current.has(ndc))).size;
  if (current.size && priced / current.size < guard.minCatalogShare) {
    throw new NadacFileRefused(`the file prices ${priced} of the catalog's ${current.size} NDCs (${pct(priced / current.size)}; at least ${pct(guard.minCatalogShare)} expected): it shrank suspiciously`);
  }
}

const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;
