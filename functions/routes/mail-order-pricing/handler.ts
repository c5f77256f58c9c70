import { mailOrderPricingContract } from '../../../shared/contracts/prices';
import { httpHandler } from '../../lib/http';
import { couponRowSigner } from '../../domain/pricing/coupon-signature';
import { describeDrug, pharmacyAddress, quoteMailOrder, resolveDrug } from '../../domain/pricing/quote';

/** rules#calls: mail-order coupons at pricingServiceResponse.coupons, cheapest first; the services without one (yet) beside them. */
export const handler = httpHandler(mailOrderPricingContract, async ({ query }) => {
  // The NDC names the label (the link carries the NDC it was priced with); the name finds the drug.
  const drug = await resolveDrug({ drugName: query.DrugName, ndc: query.NDC, qty: query.Quantity }, 'its-label');
  const [quote, sign] = await Promise.all([quoteMailOrder(drug), couponRowSigner()]);
  const selected = describeDrug(drug);
  const { quantityToDisplay: qty, form, strength: dosage } = selected;
  const coupons = quote.prices.map((p) => ({
    pharmacyName: p.pharmacy.name, drugName: drug.label.name, price: p.price,
    pharmacistQuestionsPhoneNumber: p.helpdeskPhone, customerQuestionsPhoneNumber: p.servicePhone,
    rxBin: p.rxBin, rxPCN: p.rxPcn, memberID: p.memberId, rxGroup: p.rxGroup, checkedAt: p.checkedAt, pbm: p.pbm, qty, form, dosage,
    // No NDC: the answer does not give the page the one priced, so its links carry none (`nd`).
    couponSig: sign(p, p.pharmacy.name, { drugName: selected.drugName, quantityToDisplay: qty, form, strength: dosage }),
    // How the prescription reaches the service: a prescriber e-prescribes to it by these.
    pharmacyNpi: p.pharmacy.npi, pharmacyAddress: pharmacyAddress(p.pharmacy), pharmacyPhone: p.pharmacy.phone,
    ...(p.shipping ? { shipping: p.shipping } : {}),
  }));
  const unpriced = quote.rows.flatMap((r) => (r.status === 'priced' ? [] : [{ pharmacyName: r.pharmacy.name, priceStatus: r.status }]));
  const { providersAsked, providersAnswered, providersChecking } = quote;
  return { pricingServiceResponse: { coupons }, unpriced, providersAsked, providersAnswered, providersChecking };
});
