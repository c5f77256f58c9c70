import type { QueryOf, ResponseOf } from '../../../../shared/contract';
import type { prescriptionTransferContract } from '../../../../shared/contracts/transfer';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

export const transferEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('prescription-transfer', (route) =>
      build.query<ResponseOf<typeof prescriptionTransferContract>, QueryOf<typeof prescriptionTransferContract>>({
        query: (query) => fromRoute<typeof prescriptionTransferContract>(route, { query }),
      }),
    ),
  }),
});

export const { useLazyPrescriptionTransferQuery } = transferEndpoints;
