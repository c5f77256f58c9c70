import { mailOrderPricingContract } from '../../shared/contracts/prices';
import { findDrugByLabel } from '../catalog/drug-repository';
import { mailOrderPharmacies } from '../catalog/pharmacy-repository';
import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { priceAtPharmacies } from '../pricing/engine';

/** Spec §7: mail-order coupons at pricingServiceResponse.coupons, cheapest first. */
export const handler = httpHandler('mailOrderPricing', mailOrderPricingContract, async ({ query }) => {
  const group = await findDrugByLabel(query.DrugName);
  const label = group?.labels.find((l) => l.formulations.some((f) => f.ndc === query.NDC));
  if (!group || !label) throw notFound('drug_not_found', `Drug name not found: ${query.DrugName}`);
  const pharmacies = await mailOrderPharmacies();
  const answer = await priceAtPharmacies({
    ndc: query.NDC,
    quantity: query.Quantity,
    zipArea: 'mail-order',
    pharmacies: pharmacies.map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain })),
  });
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));
  const coupons = answer.prices
    .map((p) => ({
      pharmacyName: byNpi.get(p.npi)?.name ?? 'Mail order pharmacy', drugName: label.name, price: p.price,
      pharmacistQuestionsPhoneNumber: p.helpdeskPhone, customerQuestionsPhoneNumber: p.servicePhone,
      rxBin: p.rxBin, rxPCN: p.rxPcn, memberID: p.memberId, rxGroup: p.rxGroup, checkedAt: p.checkedAt, pbm: p.pbm,
    }))
    .sort((a, b) => a.price - b.price);
  return { pricingServiceResponse: { coupons }, providersAnswered: answer.providersAnswered };
});
