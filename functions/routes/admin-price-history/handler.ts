import { adminPriceHistoryContract } from '../../../shared/contracts/admin';
import { describeSelection, pointOfZip, resolveDrug } from '../../domain/pricing/explain-selection';
import { zipArea } from '../../domain/catalog/geo';
import { httpHandler } from '../../lib/http';
import { readPriceHistory } from '../../domain/pricing/price-history';

const DEFAULT_DAYS = 90;

/** Daily price snapshots for a drug picked by name (the public route needs its NDC), admin only. */
export const handler = httpHandler(
  adminPriceHistoryContract,
  async ({ query }) => {
    const { selection, formulations } = await resolveDrug(query);
    pointOfZip(query.zip);
    const days = query.days ?? DEFAULT_DAYS;
    return {
      selected: describeSelection(selection),
      formulations,
      zip: query.zip,
      days,
      points: await readPriceHistory(selection.formulation.ndc, selection.quantity, zipArea(query.zip), days),
    };
  },
);
