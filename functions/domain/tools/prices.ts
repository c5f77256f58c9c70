import type * as z from 'zod';
import { BRAND, LIMITS } from '../../../shared/brand';
import { cents } from '../../../shared/calculators/money';
import type { PricesResponse, pricesQuerySchema } from '../../../shared/contracts/tools-prices';
import type { DrugGroup, DrugLabel } from '../catalog/model';
import { dosesPerDay, splitCheck } from '../reference/clinical';
import { ucSourceOf } from '../pricing/engine';
import { NADAC_ABOUT_URL, nadacLabel } from '../pricing/reference-cost';
import { mapLimit, referenceCostRows, summarise } from '../reference/lookup';
import { priceRange, TOOL_PRICING } from '../reference/tool-pricing';
import { MANUFACTURER_PROGRAMS } from '../../../shared/manufacturer-programs';
import { pbmDirectory } from '../pricing/pbm-directory';
import {
  labelFor, locate, nearbyPharmacies, pharmacyAddress, pickFormulation, quantityToDisplay, quoteEveryPbmCached, quoteMailOrder, quoteNear, requireDrug,
  resolveDrug, resolveNdc, shownMiles, type Place, type ResolvedDrug,
} from '../pricing/quote';
import { notFound } from '../../lib/errors';

type Query = z.output<typeof pricesQuerySchema>;

const selectionOf = (p: ResolvedDrug) => ({ label: p.label.name, strength: p.formulation.strength, quantity: p.quantity, quantityToDisplay: quantityToDisplay(p.formulation, p.quantity), ndc: p.formulation.ndc });

const money = (n: number) => `$${n.toFixed(2)}`;

/** Where a quoted price sits: at or under the local low is good; up to the median fair; above it high. */
export function judgePrice(quoted: number, range: { low: number; median: number; high: number } | null, referenceCost: number | null): NonNullable<PricesResponse['verdict']> {
  const parts: string[] = [];
  let rating: 'good' | 'fair' | 'high' = 'fair';
  if (range) {
    if (quoted <= range.low * 1.05) rating = 'good';
    else if (quoted > range.median * 1.1) rating = 'high';
    parts.push(`Coupon prices near you run from ${money(range.low)} to ${money(range.high)} (middle ${money(range.median)}).`);
    if (rating === 'good') parts.push(`${money(quoted)} is at the low end: a good price.`);
    else if (rating === 'fair') parts.push(`${money(quoted)} is within the usual range; the lowest coupon would save ${money(Math.max(0, quoted - range.low))}.`);
    else parts.push(`${money(quoted)} is above most prices near you; the lowest coupon would save ${money(quoted - range.low)}.`);
  } else {
    parts.push('No coupon prices were found near you to compare with.');
  }
  if (referenceCost !== null) parts.push(`Pharmacies pay about ${money(referenceCost)} for this quantity (reference acquisition cost), before their dispensing fee.`);
  return { rating, summary: parts.join(' '), quoted };
}

async function allPbms(p: ResolvedDrug, place: Place): Promise<PricesResponse> {
  const { zip } = place;
  const nearest = (await nearbyPharmacies(place))[0];
  if (!nearest) throw notFound('no_pharmacies', `There are no participating pharmacies within ${LIMITS.radiusMiles} miles of ${zip}.`);
  const quotes = (await quoteEveryPbmCached(p, nearest)).map(({ pbmId, pbm, quote, outcome }) => {
    if (quote) return { pbmId, pbm, status: 'priced' as const, price: quote.price, basis: quote.priceBasis === 'UC' ? 'Retail price' : 'Coupon', reason: null };
    const failed = outcome === 'failed';
    return { pbmId, pbm, status: failed ? ('no-answer' as const) : ('out-of-network' as const), price: null, basis: null, reason: failed ? 'Did not answer in time' : 'This pharmacy is not in its network' };
  });
  quotes.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity));
  return {
    drug: summarise(p.group), selection: selectionOf(p), zip, quotes,
    pharmacy: { name: nearest.name, address: pharmacyAddress(nearest), distance: shownMiles(nearest.distance) },
  };
}

/** The same daily dose filled as 1 × strength or n × a lower strength (or ½ × a double scored tablet), for 30 and 90 days. */
async function equivalentFills(group: DrugGroup, label: DrugLabel, strength: string | undefined, zip: string | undefined): Promise<NonNullable<PricesResponse['fills']>> {
  const target = pickFormulation(label, { strength });
  const place = locate({ zip });
  const daily = target.dosageQuantity * (dosesPerDay(group) ?? 1);
  const options = label.formulations.filter((f) => f.form === target.form && !f.soldInAPackage).flatMap((f) => {
    const units = daily / f.dosageQuantity;
    const whole = Number.isInteger(units) && units <= 4;
    const half = units === 0.5 && splitCheck(group, label, f).splittable;
    return whole || half ? [{ f, units }] : [];
  });
  const fills = options.flatMap(({ f, units }) => [30, 90].map((days) => ({ f, units, days })));
  const rows = await mapLimit(fills, 3, async ({ f, units, days }) => {
    const quantity = Math.ceil(units * days);
    const quote = await quoteNear({ ndc: f.ndc, quantity }, place, TOOL_PRICING);
    const best = quote.prices[0]?.price ?? null;
    return {
      label: label.name, strength: f.strength, unitsPerDose: units, days, quantity, quantityToDisplay: `${quantity} ${f.form.toLowerCase()}${quantity === 1 ? '' : 's'}`,
      bestPrice: best, perDay: best === null ? null : cents(best / days), needsSplitting: units < 1,
    };
  });
  return rows.sort((a, b) => (a.perDay ?? Infinity) - (b.perDay ?? Infinity));
}

async function paymentOptions(p: ResolvedDrug, place: Place): Promise<NonNullable<PricesResponse['paymentOptions']>> {
  const near = await quoteNear(p, place, TOOL_PRICING);
  const best = near.prices[0];
  const retail = near.prices.length ? Math.min(...near.prices.map((x) => x.ucPrice)) : null;
  // One modelled cash price among them and the lowest may be an estimate: say so.
  const retailEstimated = near.prices.some((x) => ucSourceOf(x).kind !== 'observed');
  const [costs, mail] = await Promise.all([referenceCostRows(p.group, p), quoteMailOrder(p).catch(() => undefined)]);
  const program = MANUFACTURER_PROGRAMS.find((m) => p.group.labels.some((l) => l.brandGeneric === 'B' && l.name === m.brand));
  const priceHref = `/${encodeURIComponent(p.label.name)}?z=${place.zip}`;
  const options: NonNullable<PricesResponse['paymentOptions']> = [
    { way: `${BRAND.name} discount coupon`, price: best?.price ?? null, detail: best ? `Lowest coupon price at ${near.prices.length} pharmacies near ${place.zip}.` : 'No coupon prices near this zip.', href: priceHref },
    retailEstimated
      ? { way: 'Estimated pharmacy cash (retail) price', price: retail, detail: 'The lowest estimated usual-and-customary price near you (modelled, not a price a pharmacy posted); without a coupon or insurance.', href: null }
      : { way: 'Pharmacy cash (retail) price', price: retail, detail: 'The lowest usual-and-customary price the pharmacies near you posted; without a coupon or insurance.', href: null },
    { way: 'Mail order with a coupon', price: mail?.prices[0]?.price ?? null, detail: mail?.prices.length ? `Cheapest of ${mail.prices.length} mail-order offers.` : 'No mail-order price for this fill.', href: '/irxsavvy/mail-order-pharmacy-options' },
    { way: 'Insurance', price: null, detail: 'Your plan\'s copay depends on its formulary tier and deductible: use the copay tools to estimate it.', href: '/irxsavvy/patient-copay-with-insurance' },
  ];
  if (program) options.push({ way: `${program.brand} manufacturer copay program`, price: null, detail: `Run by ${program.manufacturer} for commercially insured patients; applied at the pharmacy, never on this site.`, href: program.copayUrl });
  options.push({ way: 'Patient-assistance programs and charities', price: null, detail: 'Free or reduced-cost medicine for people who qualify by income or insurance.', href: '/irxsavvy/charity-options' });
  if (costs[0]) options.push({ way: 'Reference acquisition cost (not a price you can pay)', price: costs[0].quantityCost, detail: `What pharmacies pay on average (${costs[0].asOf ? nadacLabel(costs[0].asOf) : 'sample reference cost'}, effective ${costs[0].effectiveDate}); shown for comparison.`, href: costs[0].asOf ? NADAC_ABOUT_URL : null });
  return options;
}

export async function prices(query: Query): Promise<PricesResponse> {
  switch (query.view) {
    case 'pbms':
      return { pbms: pbmDirectory.list().map((p) => ({ id: p.id, name: p.name })) };
    case 'pbm-ndc': {
      const pbm = pbmDirectory.byId(query.pbm);
      if (!pbm) throw notFound('pbm_not_found', `No PBM with id ${query.pbm}. Known: ${pbmDirectory.list().map((p) => p.id).join(', ')}.`);
      const { group, label, formulation: f, quantity } = await resolveNdc(query.ndc, query.qty);
      const place = locate({ zip: query.zip });
      const quote = await quoteNear({ ndc: f.ndc, quantity }, place, { pbmIds: [pbm.id] });
      const rows = quote.prices.map((x) => ({ name: x.pharmacy.name, distance: shownMiles(x.pharmacy.distance), price: x.price }));
      rows.sort((a, b) => a.price - b.price || a.distance - b.distance);
      return {
        drug: summarise(group), zip: place.zip,
        pbmNdc: { pbmId: pbm.id, pbm: pbm.name, ndc: f.ndc, label: label.name, strength: f.strength, quantity, zip: place.zip, pharmacies: rows.slice(0, 25), answered: quote.providersAnswered.includes(pbm.id) },
      };
    }
    default:
      break;
  }
  if (query.view === 'equivalent-fills') {
    const group = await requireDrug(query.drugName);
    const label = labelFor(group, { drugName: query.drugName });
    return { drug: summarise(group), fills: await equivalentFills(group, label, query.strength, query.zip), zip: locate({ zip: query.zip }).zip };
  }
  const p = await resolveDrug({ drugName: query.drugName, strength: query.strength, qty: query.qty });
  const drug = summarise(p.group);
  switch (query.view) {
    case 'reference': {
      const rows = query.strength || query.qty ? await referenceCostRows(p.group, p) : await referenceCostRows(p.group);
      return { drug, referenceCosts: rows };
    }
    case 'expected': {
      const place = locate({ zip: query.zip });
      const [range, costs] = await Promise.all([priceRange(p, place), referenceCostRows(p.group, p)]);
      return { drug, selection: selectionOf(p), priceRange: range, referenceCost: costs[0] ?? null, zip: place.zip };
    }
    case 'all-pbms':
      return allPbms(p, locate({ zip: query.zip }));
    case 'judge': {
      const place = locate({ zip: query.zip });
      const [range, costs] = await Promise.all([priceRange(p, place), referenceCostRows(p.group, p)]);
      return { drug, selection: selectionOf(p), priceRange: range, referenceCost: costs[0] ?? null, verdict: judgePrice(query.price, range, costs[0]?.quantityCost ?? null), zip: place.zip };
    }
    case 'payment-options': {
      const place = locate({ zip: query.zip });
      return { drug, selection: selectionOf(p), paymentOptions: await paymentOptions(p, place), zip: place.zip };
    }
  }
}
