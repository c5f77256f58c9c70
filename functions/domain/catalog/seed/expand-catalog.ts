import type { DrugGroup, DrugLabel, Formulation, PricingUnit, QuantityOption, ReferenceCost } from '../model';
import { labelerOf } from '../labelers';
import { slug } from '../slug';
import type { CatalogFile, CatalogFormulationRow } from './catalog-file';

/*
 * Pure: the file comes from the caller (the seed loader reads it through its source: the files
 * beside this one, or the deploy's S3 asset), so no bundle that expands a catalog carries the
 * 1.2 MB JSON inside its code.
 */

const SIZE_UNIT: Record<PricingUnit, string> = { ML: 'mL', GM: 'g', EA: '' };
const trim = (n: number): string => String(Number(n.toFixed(3)));
const plural = (noun: string) => (/(ch|sh|s|x)$/.test(noun) ? `${noun}es` : `${noun}s`);

/** What one counted unit is called: "tablet", "chewable tablet", "patch". */
function countedNoun(form: string): string {
  if (/^(ODT|Each)$/.test(form)) return form === 'ODT' ? 'tablet' : 'unit';
  return form.toLowerCase().replace(/\b(er|dr|xr|sr|ec|sublingual|oral)\b/g, '').replace(/\s+/g, ' ').trim() || 'unit';
}

/** What one container is called: "inhaler", "pen", "tube", "bottle", "vial". */
function packageNoun(form: string, unit: PricingUnit): string {
  if (/\b(Pen|KwikPen|FlexPen|SoloStar|FlexTouch)\b/i.test(form)) return 'pen';
  if (/\b(Cartridge|PenFill|PumpCart)\b/i.test(form)) return 'cartridge';
  if (/\b(Diskus|Ellipta|Flexhaler|Respiclick|Inhub|Twisthaler)\b/i.test(form)) return 'inhaler';
  const known = /\b(Inhaler|Syringe|Vial|Auto-Injector|Kit|Pack|Patch|Packet|Ring|Spray)\b/i.exec(form)?.[1];
  if (known) return known.toLowerCase();
  if (/\b(Pk|Pkt)\b/i.test(form)) return 'packet';
  if (/Rectal Gel/i.test(form)) return 'syringe';
  if (unit === 'GM' && /Cream|Ointment|Gel/.test(form)) return 'tube';
  return unit === 'EA' && !/Drops|Solution|Suspension|Emulsion|Liquid|Lotion/i.test(form) ? 'pack' : 'bottle';
}

/** Devices that hold many doses and are priced per dose (a 60-dose Diskus is 60 each). */
const DOSE_DEVICE = /Inhaler|Diskus|Ellipta|Flexhaler|Respiclick|Inhub|Twisthaler/i;
/** Devices sold in cartons (pens, syringes, vials); other packs come in boxes. */
const CARTONED = /Pen|Syringe|Vial|Cartridge|Injector|Injection|SoloStar|FlexTouch|Kit/i;

/** "1 pen", "2 cartons": a count and its noun. */
const counted = (count: number, noun: string) => `${trim(count)} ${count === 1 ? noun : plural(noun)}`;

/**
 * Package-aware quantities: counted units (30, 60, 90), or whole packages (1, 2, 3) named as a
 * pharmacy hands them over: "1 pen (3 mL)", "1 carton (4 pens, 2 mL)", "1 box (4 patches)",
 * "1 inhaler (60 doses)". `containers` is how many pens, vials or patches one package holds.
 */
function quantities(form: string, unit: PricingUnit, size: number, commonQty: number, containers: number, eachNoun: string): QuantityOption[] {
  if (size > 0) {
    const noun = packageNoun(form, unit);
    const outer = CARTONED.test(form) ? 'carton' : 'box';
    return [1, 2, 3].map((count, i) => {
      const total = count * size;
      let label: string;
      if (unit === 'EA' && DOSE_DEVICE.test(form) && size > 1) label = `${counted(count, noun === 'pack' ? 'inhaler' : noun)} (${trim(total)} doses)`;
      else if (unit === 'EA') label = size === 1 ? counted(count, eachNoun || noun) : `${counted(count, outer)} (${counted(total, eachNoun || countedNoun(form))})`;
      else if (containers > 1 && noun !== 'bottle' && noun !== 'tube') label = `${counted(count, outer)} (${counted(count * containers, noun)}, ${trim(total)} ${SIZE_UNIT[unit]})`;
      else if (containers > 1) label = `${counted(count, outer)} (${trim(count * containers)} × ${trim(size / containers)} ${SIZE_UNIT[unit]})`;
      else label = `${counted(count, noun)} (${trim(total)} ${SIZE_UNIT[unit]})`;
      return { quantity: Number(trim(total)), quantityLabel: label, quantityToDisplay: label, ranking: i + 1 };
    });
  }
  const noun = countedNoun(form);
  return [commonQty, commonQty * 2, commonQty * 3].map((count, i) => {
    const text = counted(count, noun);
    return { quantity: count, quantityLabel: text, quantityToDisplay: text, ranking: i + 1 };
  });
}

function formulation([ndc, , form, strength, dosageQuantity, dosageUnit, pricingUnit, size, commonQty, rxcui, containers, , eachNoun]: CatalogFormulationRow, gsn: number): Formulation {
  return {
    gsn: String(gsn), ndc, form, strength, dosageQuantity, dosageUnit, commonQty,
    quantities: quantities(form, pricingUnit, size, commonQty, containers, eachNoun), soldInAPackage: size > 0, pricingUnit, labeler: labelerOf(ndc),
    ...(rxcui ? { rxcui } : {}), ndcSource: 'nadac',
  };
}

export interface ExpandedCatalog {
  groups: DrugGroup[];
  costs: ReferenceCost[];
}

/** Turns the compact generated catalog into drug groups (generic and brand labels) and NADAC reference costs. */
export function expandCatalog(file: CatalogFile): ExpandedCatalog {
  let gsn = 100000;
  const unitOf = new Map<string, PricingUnit>();
  const usedIds = new Set<string>();
  const groups = file.groups.map((row, index): DrugGroup => {
    const labels = row.labels.map(([name, brandGeneric, rows, usual, genericLabel]): DrugLabel => ({
      name, brandGeneric, formulations: rows.map((f) => { unitOf.set(f[0], f[6]); gsn += 1; return formulation(f, gsn); }),
      usualNdc: rows[usual]?.[0] ?? rows[0]![0],
      ...(genericLabel ? { genericLabel } : {}),
    }));
    let id = slug(row.generic);
    if (usedIds.has(id)) id = `${id}-${index + 1}`;
    usedIds.add(id);
    return { id, generic: row.generic, brand: row.brand, drugClass: row.drugClass, ingredients: row.ingredients, rx: row.rx, rank: index + 1, labels };
  });
  const costs = file.costs.map(([ndc, unitCost, effectiveDate, genericUnitCost]): ReferenceCost => ({
    ndc, unitCost, pricingUnit: unitOf.get(ndc)!, effectiveDate, asOf: file.source.asOf, source: 'NADAC',
    ...(genericUnitCost !== null ? { genericUnitCost } : {}),
  }));
  return { groups, costs };
}
