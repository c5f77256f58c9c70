import { priceComparisonContract } from '../../shared/contracts/prices';
import { httpHandler } from '../lib/http';
import { comparisonRows } from './build-rows';

export const handler = httpHandler('priceComparison', priceComparisonContract, async ({ query }) => ({
  data: { prices: await comparisonRows(query.drugName) },
}));
