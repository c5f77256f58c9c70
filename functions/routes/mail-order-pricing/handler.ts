import { mailOrderPricingContract } from '../../../shared/contracts/prices';
import { httpHandler } from '../../lib/http';
import { mailOrderPrices } from '../../domain/pricing/mail-order';

/** Spec §7: mail-order coupons at pricingServiceResponse.coupons, cheapest first. */
export const handler = httpHandler(mailOrderPricingContract, async ({ query }) => {
  const { label, answer, prices } = await mailOrderPrices(query.DrugName, query.NDC, query.Quantity);
  const coupons = prices.map((p) => ({
    pharmacyName: p.pharmacy?.name ?? 'Mail order pharmacy', drugName: label.name, price: p.price,
    pharmacistQuestionsPhoneNumber: p.helpdeskPhone, customerQuestionsPhoneNumber: p.servicePhone,
    rxBin: p.rxBin, rxPCN: p.rxPcn, memberID: p.memberId, rxGroup: p.rxGroup, checkedAt: p.checkedAt, pbm: p.pbm,
  }));
  return { pricingServiceResponse: { coupons }, providersAnswered: answer.providersAnswered };
});
