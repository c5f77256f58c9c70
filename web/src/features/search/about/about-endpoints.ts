import type * as z from 'zod';
import { API_ROUTES } from '../../../../../shared/api-routes';
import type { toolsIcd10Contract } from '../../../../../shared/contracts/tools-codes';
import type { toolsProgramsContract } from '../../../../../shared/contracts/tools-prices';
import { api } from '../../../api/api';
import { fromRoute } from '../../../api/from-route';

type Icd10Answer = z.infer<typeof toolsIcd10Contract.response>;
type ProgramsAnswer = z.infer<typeof toolsProgramsContract.response>;

export interface DrugUses {
  drugClass: string;
  indications: { code: string; description: string }[];
}
export type CopayProgram = NonNullable<ProgramsAnswer['programs']>[number];

/** The iRxSavvy tools' own routes (diagnoses for a medication, manufacturer coupons), read for the drug page. */
const aboutEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getDrugUses: build.query<DrugUses, string>({
      query: (drugName) => fromRoute<typeof toolsIcd10Contract>(API_ROUTES['tools-icd10'], { query: { view: 'for-drug', drugName } }),
      transformResponse: (raw: Icd10Answer) => ({ drugClass: raw.drug?.drugClass ?? '', indications: (raw.children ?? []).map(({ code, description }) => ({ code, description })) }),
      keepUnusedDataFor: 600,
    }),
    getCopayPrograms: build.query<CopayProgram[], string>({
      query: (drugName) => fromRoute<typeof toolsProgramsContract>(API_ROUTES['tools-programs'], { query: { view: 'manufacturer', drugName } }),
      transformResponse: (raw: ProgramsAnswer) => raw.programs ?? [],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetDrugUsesQuery, useGetCopayProgramsQuery } = aboutEndpoints;
