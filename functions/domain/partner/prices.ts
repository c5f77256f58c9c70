import { createHash } from 'node:crypto';
import { LIMITS } from '../../../shared/brand';
import type { ResponseOf } from '../../../shared/contract';
import type { partnerPricesAtPharmaciesContract, partnerPricesNearContract } from '../../../shared/contracts/partner-api';
import { findDrugByLabel } from '../catalog/drug-repository';
import type { Pharmacy } from '../catalog/model';
import { getPharmacyByNpi } from '../catalog/pharmacy-repository';
import { buildDrugDetails } from '../pricing/drug-details';
import { selectFormulation, type Selection } from '../pricing/quote';
import { notFound } from '../../lib/errors';
import type { BestPrice } from '../pricing/engine';
import { priceAtPharmacies } from '../pricing/engine';
import { mailOrderPrices } from '../pricing/mail-order';

/** Dollars (the engine's unit) to integer cents, the partner API's money unit. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

export interface PriceInput {
  drugName: string;
  ndc?: string;
  quantity?: number;
}

type PartnerPrice = ResponseOf<typeof partnerPricesAtPharmaciesContract>['prices'][number];

function drugOf(selection: Selection) {
  const { label, formulation, quantity } = selection;
  return {
    name: label.name, brandGeneric: label.brandGeneric, form: formulation.form, strength: formulation.strength, gsn: formulation.gsn, ndc: formulation.ndc,
    quantity, quantityToDisplay: formulation.quantities.find((q) => q.quantity === quantity)?.quantityToDisplay ?? `${quantity}`,
  };
}

const fullAddress = (p: Pharmacy) => `${p.address}, ${p.city}, ${p.state} ${p.zip}`;

export function partnerPrice(price: BestPrice, pharmacy: { name: string; chain: string; address: string }): PartnerPrice {
  return {
    npi: price.npi, pharmacyName: pharmacy.name, chain: pharmacy.chain, address: pharmacy.address,
    priceCents: toCents(price.price), retailPriceCents: toCents(price.ucPrice), priceBasis: price.priceBasis, pbm: price.pbm,
    coupon: { rxBin: price.rxBin, rxPcn: price.rxPcn, rxGroup: price.rxGroup, memberId: price.memberId, servicePhone: price.servicePhone, helpdeskPhone: price.helpdeskPhone },
    checkedAt: price.checkedAt,
  };
}

async function select(input: PriceInput): Promise<Selection> {
  const group = await findDrugByLabel(input.drugName);
  if (!group) throw notFound('drug_not_found', `Drug name not found: ${input.drugName.slice(0, 100)}`);
  const selection = selectFormulation(group, { drugName: input.drugName, ndc: input.ndc, qty: input.quantity });
  if (input.ndc && selection.formulation.ndc !== input.ndc) throw notFound('ndc_not_found', `NDC ${input.ndc} is not a formulation of ${selection.label.name}.`);
  return selection;
}

/** The consumer search's answer (same engine, same cache), in the partner shape. */
export async function pricesNear(input: PriceInput & { zip: string; popularOnly?: boolean }): Promise<ResponseOf<typeof partnerPricesNearContract>> {
  await select(input);
  const details = await buildDrugDetails({ drugName: input.drugName, ndc: input.ndc, qty: input.quantity, zip: input.zip, popularOnly: input.popularOnly });
  return {
    drug: { ...details.selected, name: details.selected.drugName },
    zip: details.zip,
    radiusMiles: LIMITS.radiusMiles,
    checkedAt: details.checkedAt,
    providersAsked: details.providersAsked,
    providersAnswered: details.providersAnswered,
    prices: details.drugs.map((p) => ({ ...partnerPrice(p, { name: p.pharmacyName, chain: p.chain, address: p.address }), distanceMiles: p.distance })),
  };
}

/** Prices at the partner's own list of pharmacies (up to 50 NPIs). */
export async function pricesAtPharmacies(input: PriceInput & { npis: string[] }): Promise<ResponseOf<typeof partnerPricesAtPharmaciesContract>> {
  const selection = await select(input);
  const found = await Promise.all(input.npis.map(async (npi) => [npi, await getPharmacyByNpi(npi)] as const));
  const known = found.flatMap(([, p]) => (p ? [p] : []));
  const unknownNpis = found.filter(([, p]) => !p).map(([npi]) => npi);
  // The price cache is keyed by area; a list of pharmacies is its own "area", named by its hash.
  const listKey = createHash('sha256').update(known.map((p) => p.npi).sort().join(',')).digest('base64url').slice(0, 16);
  const answer = known.length
    ? await priceAtPharmacies({ ndc: selection.formulation.ndc, quantity: selection.quantity, zipArea: `npis#${listKey}`, pharmacies: known.map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain })) })
    : undefined;
  const byNpi = new Map(known.map((p) => [p.npi, p]));
  return {
    drug: drugOf(selection),
    checkedAt: answer?.checkedAt ?? new Date().toISOString(),
    providersAsked: answer?.providersAsked ?? [],
    providersAnswered: answer?.providersAnswered ?? [],
    prices: (answer?.prices ?? []).map((p) => { const ph = byNpi.get(p.npi)!; return partnerPrice(p, { ...ph, address: fullAddress(ph) }); }).sort((a, b) => a.priceCents - b.priceCents || a.npi.localeCompare(b.npi)),
    unknownNpis,
  };
}

export async function mailOrder(input: PriceInput) {
  const selection = await select(input);
  const { answer, prices } = await mailOrderPrices(selection.label.name, selection.formulation.ndc, selection.quantity);
  return {
    drug: drugOf(selection),
    checkedAt: answer.checkedAt,
    providersAsked: answer.providersAsked,
    providersAnswered: answer.providersAnswered,
    prices: prices.flatMap((p) => (p.pharmacy ? [partnerPrice(p, { ...p.pharmacy, address: fullAddress(p.pharmacy) })] : [])),
  };
}
