import { LIMITS } from '../../../shared/brand';
import type { DrugDetails, Highlight, PharmacyPrice } from '../../../shared/contracts/prices';
import { getReferenceCosts, listDrugGroups } from '../catalog/drug-repository';
import { zipPlace } from '../catalog/geo';
import type { DrugGroup, PharmacyWithDistance, ReferenceCost } from '../catalog/model';
import { markReusable } from '../../lib/reusable-body';
import { couponRowSigner, type CouponRowSigner } from './coupon-signature';
import { ucSourceOf } from './engine';
import { NADAC_ABOUT_URL, nadacLabel, referenceTotal } from './reference-cost';
import { NOTICE_TEXT } from '../../../shared/drug-notices';
import {
  describeDrug, locate, pharmacyAddress, quoteNear, resolveDrug, shownMiles, siteOrder, type DrugQuery, type NearQuote, type Place, type ResolvedDrug, type Selection, type Where,
} from './quote';

/** The site's price page (rules#calls GET /api/ecsdosage0): the drug priced near the visitor, its selectors and notices. */
export interface DetailsQuery extends DrugQuery, Where {
  popularOnly?: boolean;
  /** Comma-separated PBM ids to ask. */
  APIs?: string;
  /** Which page of the priced set (shared/priced-set.ts), default 1. */
  page?: number;
}

/**
 * Pages already built, per catalog load (a new load starts afresh), by query and the price answer
 * they came from: a cached price answer (the same fan-out, so the same checkedAt) makes the same
 * page, which is then neither rebuilt nor re-signed nor re-serialised (markReusable). That is most
 * of a cached request's CPU (56-170 signed rows, 60-200 KB of JSON).
 */
const BUILT_MAX = 200;
const builtPages = new WeakMap<DrugGroup[], Map<string, DrugDetails>>();

export async function buildDrugDetails(query: DetailsQuery): Promise<DrugDetails> {
  const drug = await resolveDrug(query);
  const place = locate(query);
  const [quote, costs, groups, sign] = await Promise.all([
    quoteNear(drug, place, { popularOnly: query.popularOnly, page: query.page ?? 1, ...(query.APIs ? { pbmIds: query.APIs.split(',') } : {}) }),
    getReferenceCosts([drug.formulation.ndc]),
    listDrugGroups(),
    couponRowSigner(),
  ]);
  const cost = costs.get(drug.formulation.ndc);
  let pages = builtPages.get(groups);
  if (!pages) builtPages.set(groups, (pages = new Map()));
  // A completion changes the answer of the same fan-out (same checkedAt): the PBMs it heard and the rows it priced are in the key.
  const key = JSON.stringify([query, quote.checkedAt, quote.stale ?? false, quote.providersAnswered, quote.providersChecking, quote.prices.length, cost?.unitCost, cost?.effectiveDate]);
  const known = pages.get(key);
  if (known) return known;
  const page = markReusable(buildPage(drug, place, quote, cost, groups, sign));
  pages.set(key, page);
  if (pages.size > BUILT_MAX) pages.delete(pages.keys().next().value!);
  return page;
}

function buildPage(
  drug: ResolvedDrug, place: Place, quote: NearQuote, cost: ReferenceCost | undefined, groups: DrugGroup[], sign: CouponRowSigner,
): DrugDetails {
  const selected = describeDrug(drug);
  const where = (pharmacy: PharmacyWithDistance) => ({
    pharmacyName: pharmacy.name, pharmacyId: pharmacy.id, npi: pharmacy.npi, chain: pharmacy.chain, isPopular: pharmacy.isPopular, ln: drug.label.name,
    distance: shownMiles(pharmacy.distance), address: pharmacyAddress(pharmacy), phone: pharmacy.phone, lat: pharmacy.lat, lon: pharmacy.lon,
    geo: pharmacy.geoPrecision,
  });
  // rules#states: every pharmacy of the page, the priced ones first (cheapest, then nearest), then the others nearest first.
  const priced: PharmacyPrice[] = [...quote.prices].sort(siteOrder).map(({ pharmacy, ...price }) => ({
    ...price, ucPriceSource: ucSourceOf(price), priceStatus: 'priced', ...where(pharmacy), couponSig: sign(price, pharmacy.name, selected, { addr: pharmacyAddress(pharmacy), at: price.checkedAt }),
  }));
  const unpriced: PharmacyPrice[] = quote.rows.flatMap((row) => (row.status === 'priced' ? [] : [{ priceStatus: row.status, ...where(row.pharmacy), price: null }]));
  const checking = unpriced.filter((r) => r.priceStatus === 'checking').length;
  const zip = place.zip;
  const town = zipPlace(zip);
  const near = `near ${zip || 'you'}`;
  return {
    drugs: [...priced, ...unpriced],
    ...selectorOptions(drug.group, drug),
    // An alternative needs a known class: drugs without one share no class.
    ...notices(drug.group, drug, drug.group.drugClass ? groups.filter((g) => g.drugClass === drug.group.drugClass) : []),
    responseDescription: !quote.pharmacies.length
      ? `No results found: there are no participating pharmacies within a ${LIMITS.radiusMiles} mile radius. Please try another location.`
      : priced.length
        ? `Prices for ${selected.drugName} ${selected.strength}, ${selected.quantityToDisplay}, at ${priced.length} pharmacies ${near}.${checking ? ` ${checking} more are still being checked.` : ''}`
        : checking
          ? `Prices for ${selected.drugName} ${near} are still being checked.`
          : `No prices were returned for ${selected.drugName} ${near}.`,
    selected,
    referenceCost: cost ? {
      ndc: cost.ndc, unitCost: cost.unitCost, pricingUnit: cost.pricingUnit, effectiveDate: cost.effectiveDate, quantityCost: referenceTotal(cost.unitCost, drug.quantity),
      ...(cost.asOf ? { sourceLabel: nadacLabel(cost.asOf), sourceUrl: NADAC_ABOUT_URL } : {}),
    } : null,
    zip,
    ...(town ? { place: town } : {}),
    location: place.point,
    providersAsked: quote.providersAsked,
    providersAnswered: quote.providersAnswered,
    providersChecking: quote.providersChecking,
    page: quote.page,
    pageSize: quote.pageSize,
    nextPage: quote.nextPage,
    checkedAt: quote.checkedAt,
    ...(quote.stale ? { stale: true } : {}),
    ...(drug.openedAs ? { openedAs: drug.openedAs } : {}),
  };
}

/** rules#data-shapes: names, forms (sorted by name), dosages and quantities (ascending, 'Custom' last). */
function selectorOptions(group: DrugGroup, { label, formulation, quantity }: Selection): Pick<DrugDetails, 'names' | 'forms' | 'dosages' | 'packageAwareQuantities'> {
  const names = group.labels.map((l) => ({ drugName: l.name, brandGeneric: l.brandGeneric, isSelected: l === label }));
  const firstOfForm = new Map<string, (typeof label.formulations)[number]>();
  for (const f of label.formulations) if (!firstOfForm.has(f.form)) firstOfForm.set(f.form, f);
  const forms = [...firstOfForm.values()]
    .map((f) => ({ form: f.form, gsn: f.gsn, ndc: f.ndc, isSelected: f.form === formulation.form }))
    .sort((a, b) => a.form.localeCompare(b.form));
  const dosages = label.formulations
    .filter((f) => f.form === formulation.form)
    .sort((a, b) => a.dosageQuantity - b.dosageQuantity)
    .map((f) => ({ strength: f.strength, gsn: f.gsn, ndc: f.ndc, dosageQuantity: f.dosageQuantity, commonQty: f.commonQty, isSelected: f === formulation }));
  const listed = formulation.quantities.some((q) => q.quantity === quantity);
  const quantities = [...formulation.quantities]
    .sort((a, b) => a.quantity - b.quantity)
    .map((q) => ({ gsn: formulation.gsn, quantity: q.quantity, quantityLabel: q.quantityLabel, quantityToDisplay: q.quantityToDisplay, ranking: q.ranking, isSelected: q.quantity === quantity }));
  quantities.push({ gsn: formulation.gsn, quantity: listed ? 0 : quantity, quantityLabel: 'Custom', quantityToDisplay: 'Custom', ranking: quantities.length + 1, isSelected: !listed });
  return { names, forms, dosages, packageAwareQuantities: quantities };
}

/** Patient notices: a cheaper generic exists. Alternatives: other drugs of the same class. */
function notices(group: DrugGroup, selection: Selection, sameClass: DrugGroup[]): { patientNoticeWarnings: Highlight[]; alternatives: Highlight[] } {
  const generic = group.labels.find((l) => l.brandGeneric === 'G');
  const patientNoticeWarnings: Highlight[] =
    selection.label.brandGeneric === 'B' && generic
      ? [{ leftText: NOTICE_TEXT.generic(generic.name), buttonText: 'See generic prices', buttonHref: `/${encodeURIComponent(generic.name)}` }]
      : [];
  const here = `/${encodeURIComponent(selection.label.name)}`;
  const alternatives = sameClass
    .filter((g) => g.id !== group.id)
    .slice(0, 3)
    .map((g) => {
      const name = g.labels.find((l) => l.brandGeneric === 'G')?.name ?? g.labels[0]!.name;
      const query = new URLSearchParams({ drugName: selection.label.name, alternativeDrugName: name, returnURL: here });
      return {
        leftText: NOTICE_TEXT.sameClass(name, g.drugClass),
        buttonText: `Compare ${name}`,
        buttonHref: `/alternative-medication?${query.toString()}`,
      };
    });
  return { patientNoticeWarnings, alternatives };
}
