import { priceComparisonContract } from '../../../shared/contracts/prices';
import { httpHandler } from '../../lib/http';
import { comparisonRows } from '../../domain/pricing/comparison';

export const handler = httpHandler(priceComparisonContract, async ({ query }) => ({
  data: { prices: await comparisonRows(query.drugName) },
}));
