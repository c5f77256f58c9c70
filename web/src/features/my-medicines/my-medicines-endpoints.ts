import type { BodyOf } from '../../../../shared/contract';
import type { BasketAnswer, basketContract, basketEmailContract } from '../../../../shared/contracts/basket';
import type { drugFormulationContract, FormulationItem } from '../../../../shared/contracts/drugs';
import { api } from '../../api/api';
import { pageLang } from '../../api/page-lang';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

export const myMedicinesEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    /** The list priced near a zip: a POST, so the list never sits in a URL, a log or a cache key of a shared cache. */
    ...routeEndpoint('basket', (route) =>
      build.mutation<BasketAnswer, BodyOf<typeof basketContract>>({
        query: (body) => fromRoute<typeof basketContract>(route, { body }),
      }),
    ),
    /** The list's coupons in one e-mail, in the page's language (lang: 'es' on /es/my-medicines). */
    ...routeEndpoint('basket-email', (route) =>
      build.mutation<{ sent: true }, BodyOf<typeof basketEmailContract>>({
        query: (body) => fromRoute<typeof basketEmailContract>(route, { body: { ...body, lang: pageLang() } }),
      }),
    ),
    /** Every form, strength and package quantity of a label, for the list page's own "Add a medicine". */
    ...routeEndpoint('drug-formulation', (route) =>
      build.query<{ drugName: string; drugs: FormulationItem[] }, string>({
        query: (DrugName) => fromRoute<typeof drugFormulationContract>(route, { query: { DrugName } }),
      }),
    ),
  }),
});

export const { useBasketMutation, useBasketEmailMutation, useDrugFormulationQuery } = myMedicinesEndpoints;
