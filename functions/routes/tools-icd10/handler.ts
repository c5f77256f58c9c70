import { toolsIcd10Contract } from '../../../shared/contracts/tools-codes';
import { httpHandler } from '../../lib/http';
import { icd10Lookup } from '../../domain/tools/icd10';

/** iRxSavvy ICD-10-CM and diagnosis lookups: describe, browse, identify, a drug's indications, non-Rx options. */
export const handler = httpHandler(toolsIcd10Contract, async ({ query }) => icd10Lookup(query));
