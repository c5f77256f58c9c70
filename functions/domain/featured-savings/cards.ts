import { LIMITS } from '../../../shared/brand';
import { cents } from '../../../shared/calculators/money';
import { FEATURED_DRUGS, type FeaturedSaving } from '../../../shared/contracts/featured';
import { savingsPercent } from '../../../shared/validation';
import { ucSourceOf } from '../pricing/engine';
import { findDrug, locate, nearbyPharmacies, quantityToDisplay, quoteNear, siteOrder, type Place } from '../pricing/quote';
import type { StoredCards } from './store';

/**
 * How long the refresh waits for the PBMs. Off the request path, so long enough for every PBM that
 * answers at all: a card is never a race against the drug page's deadline.
 */
export const REFRESH_DEADLINE_MS = 8_000;

/**
 * One card: the drug page's default formulation and quantity, and the drug page's first row near
 * the zip (its cheapest pharmacy, that pharmacy's own retail price and the saving against it), so
 * the card shows what the visitor sees after clicking it.
 */
async function priceCard(drugName: string, place: Place): Promise<FeaturedSaving | undefined> {
  const drug = await findDrug({ drugName, brandIndicator: 'G' });
  if (!drug) return undefined;
  const { group, label, formulation, quantity } = drug;
  const quote = await quoteNear(drug, place, { deadlineMs: REFRESH_DEADLINE_MS });
  const best = [...quote.prices].sort(siteOrder)[0];
  if (!best) return undefined;
  const price = cents(best.price);
  const retailPrice = cents(best.ucPrice);
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
    retailPriceSource: ucSourceOf(best),
    savingsPercent: savingsPercent(price, retailPrice) ?? 0,
    pharmacyName: best.pharmacy.name,
    pharmacies: quote.prices.length,
    checkedAt: best.checkedAt,
    pricedNear: place.zip,
  };
}

/** Where a zip's cards are priced: the zip itself, or the default zip where no pharmacy is within the radius. */
export async function cardPlace(zip: string): Promise<Place> {
  const place = locate({ zip });
  if (place.zip === LIMITS.defaultZip || (await nearbyPharmacies(place)).length) return place;
  return locate({});
}

/**
 * The six cards of a zip. A drug that gets no price this time keeps its last good card (with that
 * card's own check time), else the default zip's: a slow or failing fan-out never drops a card.
 */
export async function computeCards(zip: string, keep: { previous?: StoredCards; fallback?: StoredCards }, now = new Date()): Promise<StoredCards> {
  const place = await cardPlace(zip);
  const fresh = await Promise.all(FEATURED_DRUGS.map((name) => priceCard(name, place).catch(() => undefined)));
  const cards = fresh.map((card, i) => card ?? keep.previous?.cards[i] ?? keep.fallback?.cards[i] ?? null);
  return { zip, cards, computedAt: now.toISOString() };
}
