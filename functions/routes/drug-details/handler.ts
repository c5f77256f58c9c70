import { drugDetailsContract } from '../../../shared/contracts/prices';
import { httpHandler } from '../../lib/http';
import { buildDrugDetails } from '../../domain/pricing/drug-details';

/** rules#calls GET /api/ecsdosage0: drug details and the best price at each pharmacy near the visitor. */
export const handler = httpHandler(drugDetailsContract, async ({ query }) => buildDrugDetails(query));
