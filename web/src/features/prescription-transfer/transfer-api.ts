import type { QueryOf, ResponseOf } from '../../../../shared/contract';
import { prescriptionTransferContract } from '../../../../shared/contracts/transfer';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

export const transferApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchTransferPharmacies: build.query<ResponseOf<typeof prescriptionTransferContract>, QueryOf<typeof prescriptionTransferContract>>({
      query: (query) => fromContract(prescriptionTransferContract, { query }),
    }),
  }),
});

export const { useLazySearchTransferPharmaciesQuery } = transferApi;
