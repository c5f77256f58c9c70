import { LIMITS } from '../../../shared/brand';
import { FEATURED_DRUGS, type FeaturedSaving } from '../../../shared/contracts/featured';
import { savingsPercent } from '../../../shared/validation';
import { findDrugByLabel } from '../catalog/drug-repository';
import { zipArea } from '../catalog/geo';
import { pharmaciesNear } from '../catalog/pharmacy-repository';
import { locate } from './drug-details';
import { selectFormulation } from './quote';
import { priceAtPharmacies, type PharmacyRef } from './engine';

const FEATURED_DEADLINE_MS = 2_500;
const round2 = (n: number) => Math.round(n * 100) / 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * One card: the formulation and quantity the drug page opens with (so the card's price is the one
 * the visitor sees after clicking), its lowest price near the zip, against the typical retail
 * price there (the median usual-and-customary price over the pharmacies priced).
 */
async function featuredSaving(drugName: string, zip: string, pharmacies: PharmacyRef[]): Promise<FeaturedSaving | undefined> {
  const group = await findDrugByLabel(drugName);
  if (!group) return undefined;
  const { label, formulation, quantity } = selectFormulation(group, { drugName, brandIndicator: 'G' });
  // Six fan-outs at once on a cold cache: a longer deadline than the drug page's keeps every card priced.
  const answer = await priceAtPharmacies({ ndc: formulation.ndc, quantity, zipArea: zipArea(zip), pharmacies }, { deadlineMs: FEATURED_DEADLINE_MS });
  if (!answer.prices.length) return undefined;
  const best = answer.prices.reduce((a, b) => (b.price < a.price ? b : a));
  const retailPrice = round2(median(answer.prices.map((p) => p.ucPrice)));
  const price = round2(best.price);
  return {
    drugName: label.name,
    brandName: group.brand,
    form: formulation.form,
    strength: formulation.strength,
    pack: formulation.quantities.find((q) => q.quantity === quantity)?.quantityToDisplay ?? `${quantity}`,
    ndc: formulation.ndc,
    quantity,
    price,
    retailPrice,
    savingsPercent: savingsPercent(price, retailPrice) ?? 0,
    pharmacyName: pharmacies.find((p) => p.npi === best.npi)?.name ?? '',
    pharmacies: answer.prices.length,
    checkedAt: answer.checkedAt,
  };
}

async function pharmacyRefsNear(zip: string): Promise<PharmacyRef[]> {
  const { point } = locate({ zip });
  return (await pharmaciesNear(point, LIMITS.radiusMiles)).map((p) => ({ id: p.id, npi: p.npi, name: p.name, chain: p.chain }));
}

/** Spec §2.5 Featured Savings near the zip; a zip with no pharmacy within 50 miles falls back to the default zip. */
export async function featuredSavings(requestedZip: string | undefined): Promise<{ zip: string; savings: FeaturedSaving[] }> {
  let zip = requestedZip ?? LIMITS.defaultZip;
  let pharmacies = await pharmacyRefsNear(zip);
  if (!pharmacies.length && zip !== LIMITS.defaultZip) {
    zip = LIMITS.defaultZip;
    pharmacies = await pharmacyRefsNear(zip);
  }
  const cards = await Promise.all(FEATURED_DRUGS.map((name) => featuredSaving(name, zip, pharmacies)));
  return { zip, savings: cards.filter((c): c is FeaturedSaving => c !== undefined) };
}
