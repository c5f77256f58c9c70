import { competitorObservationInputSchema } from '../../../../shared/contracts/competitor-prices';
import { ObservationError, recordObservation } from '../competitor-repository';
import { csvRows, emptyReport, reject, type ImportReport } from './csv';

/**
 * Competitor price observations from a CSV with the header
 *   competitor,drug_name,ndc,quantity,chain,price,observed_at,source_url,screenshot
 * (screenshot may be empty). Each row is checked as the admin page's entry is, and stored with
 * `recordedBy: 'file'`; a row for a drug, competitor, chain, quantity and day already stored replaces it.
 */
export async function importCompetitorPrices(text: string, now = new Date()): Promise<ImportReport> {
  const report = emptyReport();
  for (const { line, row } of csvRows(text)) {
    if (!row) { reject(report, line, 'wrong number of columns or broken quotes'); continue; }
    const parsed = competitorObservationInputSchema.safeParse({
      competitor: row.competitor, drugName: row.drug_name, ndc: row.ndc, quantity: Number(row.quantity), chain: row.chain,
      price: Number(row.price), observedAt: row.observed_at, sourceUrl: row.source_url, screenshot: row.screenshot ?? '',
    });
    if (!parsed.success) { reject(report, line, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')); continue; }
    try {
      await recordObservation(parsed.data, 'file', now);
      report.loaded += 1;
    } catch (err) {
      if (!(err instanceof ObservationError)) throw err;
      report.unknown += 1;
      if (report.problems.length < 50) report.problems.push(`line ${line}: ${err.message}`);
    }
  }
  return report;
}
