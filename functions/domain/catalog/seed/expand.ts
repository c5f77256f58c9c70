import type { DrugGroup, DrugLabel, Formulation, PricingUnit, QuantityOption, ReferenceCost } from '../model';
import { labelerOf } from '../labelers';
import { slug } from '../slug';
import type { CatalogFile, CatalogFormulationRow } from './catalog-file';
import nadacCatalog from './nadac-catalog.json';

/** The committed catalog, generated from the CMS NADAC weekly file (see catalog-file.ts). */
export const SEED_CATALOG = nadacCatalog as unknown as CatalogFile;

const SIZE_UNIT: Record<PricingUnit, string> = { ML: 'mL', GM: 'g', EA: '' };
const trim = (n: number): string => String(Number(n.toFixed(3)));
const plural = (noun: string) => (/(ch|sh|s|x)$/.test(noun) ? `${noun}es` : `${noun}s`);

/** What one counted unit is called: "tablet", "chewable tablet", "patch". */
function countedNoun(form: string): string {
  if (/^(ODT|Each)$/.test(form)) return form === 'ODT' ? 'tablet' : 'unit';
  return form.toLowerCase().replace(/\b(er|dr|xr|sr|ec|sublingual|oral)\b/g, '').replace(/\s+/g, ' ').trim() || 'unit';
}

/** What one package is called: "inhaler", "pen", "tube", "bottle", "vial". */
function packageNoun(form: string, unit: PricingUnit): string {
  const known = /\b(Inhaler|Pen|KwikPen|FlexPen|Syringe|Vial|Cartridge|Auto-Injector|Kit|Pack|Patch|Packet)\b/i.exec(form)?.[1];
  if (known) return known.toLowerCase().replace(/^(kwik|flex)pen$/, 'pen');
  if (unit === 'GM' && /Cream|Ointment|Gel/.test(form)) return 'tube';
  return unit === 'EA' ? 'pack' : 'bottle';
}

/** Package-aware quantities: counted units (30, 60, 90) or whole packages (1, 2, 3 of their size). */
function quantities(form: string, unit: PricingUnit, size: number, commonQty: number): QuantityOption[] {
  if (size > 0) {
    const noun = packageNoun(form, unit);
    return [1, 2, 3].map((count, i) => {
      const contents = unit === 'EA' ? `${trim(count * size)} ${count * size === 1 ? countedNoun(form) : plural(countedNoun(form))}` : `${trim(count * size)} ${SIZE_UNIT[unit]}`;
      const label = unit === 'EA' && size === 1 ? `${count} ${count === 1 ? noun : plural(noun)}` : `${count} ${count === 1 ? noun : plural(noun)} (${contents})`;
      return { quantity: Number(trim(count * size)), quantityLabel: label, quantityToDisplay: label, ranking: i + 1 };
    });
  }
  const noun = countedNoun(form);
  return [commonQty, commonQty * 2, commonQty * 3].map((count, i) => {
    const text = `${count} ${count === 1 ? noun : plural(noun)}`;
    return { quantity: count, quantityLabel: text, quantityToDisplay: text, ranking: i + 1 };
  });
}

function formulation([ndc, , form, strength, dosageQuantity, dosageUnit, pricingUnit, size, commonQty, rxcui]: CatalogFormulationRow, gsn: number): Formulation {
  return {
    gsn: String(gsn), ndc, form, strength, dosageQuantity, dosageUnit, commonQty,
    quantities: quantities(form, pricingUnit, size, commonQty), soldInAPackage: size > 0, pricingUnit, labeler: labelerOf(ndc),
    ...(rxcui ? { rxcui } : {}), ndcSource: 'nadac',
  };
}

export interface ExpandedCatalog {
  groups: DrugGroup[];
  costs: ReferenceCost[];
}

/** Turns the compact generated catalog into drug groups (generic and brand labels) and NADAC reference costs. */
export function expandSeed(file: CatalogFile = SEED_CATALOG): ExpandedCatalog {
  let gsn = 100000;
  const unitOf = new Map<string, PricingUnit>();
  const usedIds = new Set<string>();
  const groups = file.groups.map((row, index): DrugGroup => {
    const labels = row.labels.map(([name, brandGeneric, rows, usual]): DrugLabel => ({
      name, brandGeneric, formulations: rows.map((f) => { unitOf.set(f[0], f[6]); gsn += 1; return formulation(f, gsn); }),
      usualNdc: rows[usual]?.[0] ?? rows[0]![0],
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
