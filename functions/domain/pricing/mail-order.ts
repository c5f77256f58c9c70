import { findDrugByLabel } from '../catalog/drug-repository';
import type { DrugLabel, Pharmacy } from '../catalog/model';
import { mailOrderPharmacies } from '../catalog/pharmacy-repository';
import { notFound } from '../../lib/errors';
import { type BestPrice, type PriceAnswer, type PriceOptions, priceAtPharmacies } from './engine';

export interface MailOrderAnswer {
  label: DrugLabel;
  answer: PriceAnswer;
  /** Each price with its mail-order pharmacy, cheapest first. */
  prices: (BestPrice & { pharmacy: Pharmacy | undefined })[];
}

/** Best price per mail-order pharmacy for one NDC of a label (consumer and partner routes share it). */
export async function mailOrderPrices(drugName: string, ndc: string, quantity: number, options: PriceOptions = {}): Promise<MailOrderAnswer> {
  const group = await findDrugByLabel(drugName);
  const label = group?.labels.find((l) => l.formulations.some((f) => f.ndc === ndc));
  if (!group || !label) throw notFound('drug_not_found', `Drug name not found: ${drugName.slice(0, 100)}`);
  const pharmacies = await mailOrderPharmacies();
  const answer = await priceAtPharmacies({
    ndc,
    quantity,
    zipArea: 'mail-order',
    pharmacies: pharmacies.map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain })),
  }, options);
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));
  const prices = answer.prices.map((p) => ({ ...p, pharmacy: byNpi.get(p.npi) })).sort((a, b) => a.price - b.price);
  return { label, answer, prices };
}
