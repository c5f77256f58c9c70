/**
 * The package a pharmacy dispenses, in NADAC pricing units (mL, g or each), and how many
 * containers (pens, vials, patches) it holds. Read from the FDA NDC Directory's package
 * description where the project's extract has the NDC; otherwise from what the NADAC description
 * and RxNorm say about the product, another FDA-listed NDC of the same product, or the form.
 */
export type PricingUnit = 'EA' | 'ML' | 'GM';

/** One "N ITEM in 1 CONTAINER" step of an FDA package description, outermost first. */
export interface PackageLevel {
  amount: number;
  /** Lower case, first word: 'syringe', 'ml', 'tablet', 'carton'. */
  item: string;
  container: string;
}

/** Where a package came from, most to least direct. */
export type PackageSource = 'fda' | 'description' | 'rxnorm' | 'fda-same-product' | 'fda-same-form' | 'fda-same-ingredients' | 'convention' | 'form';

export interface Pack {
  /** Pricing units in one package: 15 (mL) for five 3 mL pens, 4 (each) for four patches. */
  size: number;
  /** Containers in one package: 5 pens, 1 vial, 4 patches. */
  count: number;
  source: PackageSource;
  /** What one each is, where the FDA description names it ("vial", "patch"); '' to name it by the form. */
  noun?: string;
}

/** The FDA words for one each that read well on a price page (a "kit" is named by its form: a syringe, a pen). */
const EACH_NOUNS = new Set(['vial', 'ampule', 'syringe', 'pen', 'patch', 'packet', 'pouch', 'cartridge', 'applicator', 'container', 'film', 'suppository', 'ring', 'insert', 'implant', 'spray', 'inhaler']);

const word = (s: string) => s.trim().split(/[\s,]+/)[0]!.toLowerCase();

/**
 * "5 SYRINGE in 1 CARTON (0088-2219-05)  > 3 mL in 1 SYRINGE" -> two levels. A kit's parts
 * (after '*') are left out: the kit is the unit.
 */
export function packageLevels(text: string): PackageLevel[] {
  const main = text.split('*')[0]!;
  return main.split('>').flatMap((part) => {
    const m = /^\s*([\d.]+)\s+(.+?)\s+in\s+1\s+([A-Za-z][A-Za-z, -]*?)\s*(?:\([\d-]+\))?\s*$/.exec(part);
    if (!m) return [];
    // "4 L in 1 JUG" is 4000 mL.
    return word(m[2]!) === 'l' ? [{ amount: Number(m[1]) * 1000, item: 'ml', container: word(m[3]!) }] : [{ amount: Number(m[1]), item: word(m[2]!), container: word(m[3]!) }];
  });
}

/** A package of packages ("10 CARTON in 1 CASE"): what a wholesaler ships, not what a pharmacy hands over. */
const OUTER = new Set(['carton', 'box', 'case', 'package', 'tray', 'bag', 'shipper', 'pallet']);
/** Durations and amounts inside one unit ("> 24 h in 1 PATCH", "> .4 mL in 1 SYRINGE"): not more units. */
const MEASURE = new Set(['ml', 'l', 'g', 'mg', 'mcg', 'kg', 'h', 'd', 'hr', 'hour', 'day', 'oz']);
const measureOf: Record<Exclude<PricingUnit, 'EA'>, string> = { ML: 'ml', GM: 'g' };
const round = (n: number) => Number(n.toFixed(3));

/**
 * The package of an NDC from its own FDA package description; undefined when the description does
 * not give one in this unit. A box of more than 10 vials or syringes (100 of other containers, as
 * nebuliser or eye-drop vials) is a clinic's: one container is what a person buys.
 */
export function fdaPack(text: string, unit: PricingUnit, form = ''): Pack | undefined {
  let levels = packageLevels(text);
  while (levels.length > 1 && levels[0]!.amount > 1 && OUTER.has(levels[0]!.item)) levels = levels.slice(1);
  if (levels.length === 0) return undefined;
  if (unit === 'EA') {
    const counted = levels.filter((l) => !MEASURE.has(l.item) && Number.isInteger(l.amount));
    if (counted.length === 0 || counted.length !== levels.filter((l) => !MEASURE.has(l.item)).length) return undefined;
    let units = counted;
    // Institutional packs (100 cartons of 10): drop outer steps down to what a person takes home.
    while (units.length > 1 && units.reduce((n, l) => n * l.amount, 1) > 200) units = units.slice(1);
    const size = units.reduce((n, l) => n * l.amount, 1);
    const noun = units.at(-1)!.item;
    return size > 0 ? { size, count: size, source: 'fda', ...(EACH_NOUNS.has(noun) ? { noun } : {}) } : undefined;
  }
  const at = levels.map((l) => l.item).lastIndexOf(measureOf[unit]);
  if (at < 0 || !(levels[at]!.amount > 0)) return undefined;
  const each = levels[at]!.amount;
  let count = levels.slice(0, at).reduce((n, l) => n * l.amount, 1);
  if (!Number.isInteger(count) || count > (INJECTABLE.test(form) ? 10 : 100) || count * each > 500) count = 1;
  return { size: round(count * each), count, source: 'fda' };
}

/** Forms given as devices a person injects with (pens, syringes, vials, cartridges). */
export const INJECTABLE = /\b(Pen|KwikPen|FlexPen|FlexTouch|SoloStar|Tempo Pen|Syringe|Auto-Injector|Vial|Cartridge|Injection|Ampul)\b/i;

/** What the rest of the catalog knows about a product without an FDA package of its own. */
export interface PackClues {
  unit: PricingUnit;
  form: string;
  /** Display strength, e.g. '18 mg/3 mL', '100 units/mL', '0.25-0.5 mg/dose (2 mg/3 mL)'. */
  strength: string;
  /** Containers per package the NADAC description names ("2-PAK"); 0 when none. */
  packCount: number;
  /** mL in one device, from RxNorm ("3 ML insulin glargine ... Pen Injector"). */
  rxVolumeMl?: number;
  /** The FDA packages of other NDCs of the same RxNorm product. */
  sameProduct: Pack[];
  /** The FDA packages of the drug's other formulations in the same form (another strength, or the brand's). */
  sameForm: Pack[];
  /** The FDA packages of any NDC with the same ingredients, for a product nothing else describes. */
  sameIngredients: Pack[];
  /** The usual carton of a product the extracts do not describe (see the generator's conventions). */
  convention?: { count: number; volumeMl?: number };
}

/** mL in one device as the description writes it: "(2 MG/3 ML)" or, for a device, "40 MG/0.8 ML". */
export function descriptionVolume(strength: string, form: string): number | undefined {
  const bracket = /\([^)]*\/([\d.]+) ?mL\)/.exec(strength);
  if (bracket) return Number(bracket[1]);
  // "675 MG/2.4" (Aristada Initio): NADAC dropped the unit of a device's volume.
  const denominator = /\/([\d.]+) ?mL\b/.exec(strength) ?? (form === 'Each' ? /\/([\d.]+)$/.exec(strength) : null);
  if (!denominator) return undefined;
  // A device's or a single container's volume; an oral liquid's "per 5 mL" or "per 15 mL" is a dose, not a bottle.
  if (INJECTABLE.test(form) || (form === 'Each' && !['5', '15'].includes(denominator[1]!))) return Number(denominator[1]);
  return undefined;
}

/** Usual sizes when nothing describes the package: a 30 g tube, a 5 mL eye-drop bottle, an 8.5 g inhaler, a 10 mL vial. */
function formPackage(form: string, unit: PricingUnit): number {
  if (unit === 'EA') return 1;
  if (/Inhaler|Aerosol/.test(form)) return unit === 'GM' ? 8.5 : 1;
  if (/Ophthalmic|Eye|Drops|Otic|Ear/.test(form)) return 5;
  if (/Spray/.test(form)) return 16;
  if (/Pen|Cartridge|SoloStar|FlexTouch/.test(form)) return 3;
  if (/Syringe|Auto-Injector/.test(form)) return 1;
  if (/Vial|Injection/.test(form)) return 10;
  if (/Cream|Ointment|Gel|Foam|Lotion/.test(form)) return unit === 'GM' ? 30 : 60;
  if (unit === 'GM') return 30;
  return 120;
}

/** The most common of a list of packages (ties: the first). */
function mostCommon(packs: Pack[]): Pack | undefined {
  const counts = new Map<string, { pack: Pack; n: number }>();
  for (const p of packs) {
    const key = `${p.size}|${p.count}`;
    counts.set(key, { pack: p, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]?.pack;
}

/** The package of a product the FDA extract does not list, from the next best clue. */
export function inferredPack(c: PackClues): Pack {
  const sameProduct = mostCommon(c.sameProduct);
  const sameForm = mostCommon(c.sameForm);
  if (c.unit === 'EA') {
    if (c.packCount > 0) return { size: c.packCount, count: c.packCount, source: 'description' };
    if (sameProduct) return { ...sameProduct, source: 'fda-same-product' };
    if (sameForm) return { ...sameForm, source: 'fda-same-form' };
    if (c.convention) return { size: c.convention.count, count: c.convention.count, source: 'convention' };
    return { size: 1, count: 1, source: 'form' };
  }
  const fromDescription = descriptionVolume(c.strength, c.form);
  const volume = fromDescription ?? c.rxVolumeMl ?? c.convention?.volumeMl;
  if (volume !== undefined && c.unit === 'ML') {
    const counted = c.packCount > 0 ? { count: c.packCount, source: 'description' as const }
      : sameProduct && sameProduct.size === round(sameProduct.count * volume) ? { count: sameProduct.count, source: 'fda-same-product' as const }
        : sameForm ? { count: sameForm.count, source: 'fda-same-form' as const }
          : c.convention ? { count: c.convention.count, source: 'convention' as const }
            : undefined;
    if (counted) return { size: round(counted.count * volume), count: counted.count, source: counted.source };
    return { size: volume, count: 1, source: fromDescription !== undefined ? 'description' : c.rxVolumeMl !== undefined ? 'rxnorm' : 'convention' };
  }
  if (sameProduct) return { ...sameProduct, source: 'fda-same-product' };
  if (sameForm && !INJECTABLE.test(c.form)) return { ...sameForm, source: 'fda-same-form' };
  const sameIngredients = mostCommon(c.sameIngredients);
  if (sameIngredients) return { ...sameIngredients, source: 'fda-same-ingredients' };
  return { size: formPackage(c.form, c.unit), count: 1, source: 'form' };
}
