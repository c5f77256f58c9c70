import { toolsDrugInfoContract } from '../../../shared/contracts/tools';
import { httpHandler } from '../../lib/http';
import { drugInfo } from '../../domain/tools/drug-info';

/** iRxSavvy drug lookups: formulations, everything known, NDCs, labelers, medication guide, pill splitting. */
export const handler = httpHandler(toolsDrugInfoContract, async ({ query }) => drugInfo(query));
