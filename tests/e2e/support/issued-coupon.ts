import { expect, type APIRequestContext } from '@playwright/test';
import type { Coupon } from '../../../shared/contracts/coupon';
import { couponOfRow } from '../../../shared/coupon-link';
import type { DrugDetails } from '../../../shared/contracts/prices';
import { isPriced } from '../../../shared/priced-set';

/**
 * A coupon exactly as the price list issues it (signed by the engine): the first coupon row of the
 * real price route, made the way the results page makes its Get Coupon link.
 */
export async function issuedCoupon(request: APIRequestContext, drugName = 'Lisinopril', zip = '92101'): Promise<Coupon> {
  let details: DrugDetails | undefined;
  await expect.poll(async () => {
    details = (await (await request.get(`/api/ecsdosage0?drugName=${encodeURIComponent(drugName)}&zip=${zip}`)).json()) as DrugDetails;
    return details.drugs.filter((d) => isPriced(d) && d.priceBasis === 'Coupon').length; // a cold runtime may answer before any PBM did
  }).toBeGreaterThan(0);
  const { selected, drugs } = details!;
  const row = drugs.filter(isPriced).find((d) => d.priceBasis === 'Coupon')!;
  return couponOfRow(row, selected);
}
