import { LIMITS } from '../../../shared/brand';
import { drugNameContract } from '../../../shared/contracts/drugs';
import { searchDrugNames } from '../../domain/catalog/drug-repository';
import { httpHandler } from '../../lib/http';

/** Typeahead (`q`, `limit` <= 10) and the spec's `drugName` lookup share one search. */
export const handler = httpHandler(drugNameContract, async ({ query }) => {
  const text = query.q ?? query.drugName ?? '';
  const limit = query.limit ?? LIMITS.typeaheadMax;
  return { drugNames: (await searchDrugNames(text, limit)).slice(0, limit) };
}, { cacheControl: 'public, max-age=300' });
