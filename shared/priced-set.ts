/**
 * The priced set: a price page asks the PBMs about the `pageSize` walk-in pharmacies nearest the
 * place within the 50-mile no-results radius (rules#constants), so the radius widens by itself
 * where stores are sparse; page 2 is the next `pageSize`, up to `maxPage`. Which pharmacies a page
 * lists depends only on the place and the page, never on which PBMs answered in time: a pharmacy
 * no PBM has priced yet is listed as still being checked, or as priced by none.
 *
 * Why 50: each PBM is asked once per page with the page's NPIs (the simulator and the PBMs' APIs
 * take a list per request, up to 500), and the PBMs' answers for 50 stores (12 × 50 quotes, each
 * with its build-up) are parsed, merged and signed within the first answer's 200 ms; 50 is also the
 * Coupon API's own limit of NPIs per request. And the nearest 50 still make a full list once the
 * page shows one entry per pharmacy name (rules#states): functions/domain/pricing/README.md gives
 * the counts around four zips.
 */
export const PRICED_SET = { pageSize: 50, maxPage: 20 } as const;

/** A row with a price (and so a coupon): the narrowing of a price row of shared/contracts/prices.ts or coupon-api.ts. Zod-free, for the first load. */
export const isPriced = <R extends { priceStatus: string }>(row: R): row is Extract<R, { priceStatus: 'priced' }> => row.priceStatus === 'priced';
