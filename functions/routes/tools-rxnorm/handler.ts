import { toolsRxnormContract } from '../../../shared/contracts/tools-codes';
import { httpHandler } from '../../lib/http';
import { rxnormLookup } from '../../domain/tools/rxnorm';

/** iRxSavvy RxNorm lookups: an RxCUI's information, a drug's RxCUIs, free text to concepts. */
export const handler = httpHandler(toolsRxnormContract, async ({ query }) => rxnormLookup(query));
