import { toolsDrugClassesContract } from '../../../shared/contracts/tools';
import { httpHandler } from '../../lib/http';
import { drugClasses } from '../../domain/tools/drug-classes';

/** iRxSavvy class lookups: a drug's class, all classes, members, costs, alternatives, labels, frequencies. */
export const handler = httpHandler(toolsDrugClassesContract, async ({ query }) => drugClasses(query));
