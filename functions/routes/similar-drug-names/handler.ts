import { LIMITS } from '../../../shared/brand';
import { similarDrugNamesContract } from '../../../shared/contracts/drugs';
import { similarDrugNames } from '../../domain/catalog/drug-repository';
import { httpHandler } from '../../lib/http';

/** rules#calls: names sharing the first 3 letters, 5 results, for the search page's error text. */
export const handler = httpHandler(similarDrugNamesContract, async ({ query }) => ({
  drugNames: (await similarDrugNames(query.drugName, LIMITS.similarNamesCount)).slice(0, LIMITS.similarNamesCount),
}), { cacheControl: 'public, max-age=300' });
