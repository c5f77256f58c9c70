import { PARTNER_LIMITS, partnerDrugSearchContract } from '../../../shared/contracts/partner-api';
import { searchDrugNames } from '../../domain/catalog/drug-repository';
import { partnerHandler } from '../../domain/partner/partner-route';

/** Partner typeahead: drug names matching `q`, at most `limit` (1 to 10). */
export const handler = partnerHandler(partnerDrugSearchContract, async ({ query }) => {
  const limit = query.limit ?? PARTNER_LIMITS.searchMax;
  return { names: (await searchDrugNames(query.q, limit)).slice(0, limit) };
});
