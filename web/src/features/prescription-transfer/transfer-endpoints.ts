import { API_ROUTES } from '../../../../shared/api-routes';
import type { QueryOf, ResponseOf } from '../../../../shared/contract';
import type { prescriptionTransferContract } from '../../../../shared/contracts/transfer';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export const transferEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    searchTransferPharmacies: build.query<ResponseOf<typeof prescriptionTransferContract>, QueryOf<typeof prescriptionTransferContract>>({
      query: (query) => fromRoute<typeof prescriptionTransferContract>(API_ROUTES['prescription-transfer'], { query }),
    }),
  }),
});

export const { useLazySearchTransferPharmaciesQuery } = transferEndpoints;
