import { LIMITS } from '../../../shared/brand';
import { cents } from '../../../shared/calculators/money';
import { FEATURED_DRUGS, type FeaturedSaving } from '../../../shared/contracts/featured';
import { savingsPercent } from '../../../shared/validation';
import { findDrug, locate, nearbyPharmacies, quantityToDisplay, quoteNear, type Place } from './quote';

const FEATURED_DEADLINE_MS = 2_500;

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
async function featuredSaving(drugName: string, place: Place): Promise<FeaturedSaving | undefined> {
  const drug = await findDrug({ drugName, brandIndicator: 'G' });
  if (!drug) return undefined;
  const { group, label, formulation, quantity } = drug;
  // Six fan-outs at once on a cold cache: a longer deadline than the drug page's keeps every card priced.
  const quote = await quoteNear(drug, place, { deadlineMs: FEATURED_DEADLINE_MS });
  const best = quote.prices[0];
  if (!best) return undefined;
  const retailPrice = cents(median(quote.prices.map((p) => p.ucPrice)));
  const price = cents(best.price);
  return {
    drugName: label.name,
    brandName: group.brand,
    form: formulation.form,
    strength: formulation.strength,
    pack: quantityToDisplay(formulation, quantity),
    ndc: formulation.ndc,
    quantity,
    price,
    retailPrice,
    savingsPercent: savingsPercent(price, retailPrice) ?? 0,
    pharmacyName: best.pharmacy.name,
    pharmacies: quote.prices.length,
    checkedAt: quote.checkedAt,
  };
}

/** rules#home Featured Savings near the zip; a zip with no pharmacy within 50 miles falls back to the default zip. */
export async function featuredSavings(requestedZip: string | undefined): Promise<{ zip: string; savings: FeaturedSaving[] }> {
  let place = locate({ zip: requestedZip });
  if (place.zip !== LIMITS.defaultZip && !(await nearbyPharmacies(place)).length) place = locate({});
  const cards = await Promise.all(FEATURED_DRUGS.map((name) => featuredSaving(name, place)));
  return { zip: place.zip, savings: cards.filter((c): c is FeaturedSaving => c !== undefined) };
}
