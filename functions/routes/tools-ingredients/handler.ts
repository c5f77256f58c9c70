import { toolsIngredientsContract } from '../../../shared/contracts/tools';
import { httpHandler } from '../../lib/http';
import { ingredients } from '../../domain/tools/ingredients';

/** iRxSavvy ingredient lookups: a drug's active ingredients, drugs with an ingredient, its labels. */
export const handler = httpHandler(toolsIngredientsContract, async ({ query }) => ingredients(query));
