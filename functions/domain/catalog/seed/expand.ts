import type {
  DrugGroup, DrugLabel, Formulation, PricingUnit, QuantityOption, ReferenceCost, SeedDrugRow, SeedForm,
} from '../model';
import { labelerOf } from '../labelers';
import { slug } from '../slug';
import { SEED_DRUGS, SEED_EFFECTIVE_DATE } from './drugs';

/** How each form is sold: counted units, or whole packages of a fixed size. */
interface FormRule {
  display: string;
  unit: string;
  plural?: string;
  pricingUnit: PricingUnit;
  dosageUnit: string;
  /** Package size in pricing units; undefined = the row's commonQty. Set => sold in a package. */
  packageOf?: { noun: string; plural: string; sizeUnit: string; size?: number };
}

const COUNTED = (display: string, unit: string, plural: string): FormRule => ({ display, unit, plural, pricingUnit: 'EA', dosageUnit: 'mg' });
const PACKAGED = (display: string, noun: string, plural: string, sizeUnit: string, pricingUnit: PricingUnit, dosageUnit: string, size?: number): FormRule => ({
  display, unit: noun, pricingUnit, dosageUnit, packageOf: { noun, plural, sizeUnit, ...(size ? { size } : {}) },
});

const FORMS: Record<SeedForm, FormRule> = {
  tablet: COUNTED('Tablet', 'tablet', 'tablets'),
  capsule: COUNTED('Capsule', 'capsule', 'capsules'),
  'chewable tablet': COUNTED('Chewable Tablet', 'chewable tablet', 'chewable tablets'),
  film: COUNTED('Film', 'film', 'films'),
  patch: COUNTED('Patch', 'patch', 'patches'),
  inhaler: PACKAGED('Inhaler', 'inhaler', 'inhalers', 'g', 'GM', 'mcg/actuation', 8.5),
  pen: PACKAGED('Pen', 'pen', 'pens', 'mL', 'ML', 'mg/mL', 3),
  'nasal spray': PACKAGED('Nasal Spray', 'bottle', 'bottles', 'g', 'GM', 'mcg/spray', 16),
  'eye drops': PACKAGED('Eye Drops', 'bottle', 'bottles', 'mL', 'ML', '%'),
  'ear drops': PACKAGED('Ear Drops', 'bottle', 'bottles', 'mL', 'ML', '%'),
  cream: PACKAGED('Cream', 'tube', 'tubes', 'g', 'GM', '%'),
  gel: PACKAGED('Gel', 'tube', 'tubes', 'g', 'GM', '%'),
  ointment: PACKAGED('Ointment', 'tube', 'tubes', 'g', 'GM', '%'),
  solution: PACKAGED('Solution', 'bottle', 'bottles', 'mL', 'ML', 'mg/mL'),
  suspension: PACKAGED('Suspension', 'bottle', 'bottles', 'mL', 'ML', 'mg/5 mL'),
  powder: PACKAGED('Powder', 'bottle', 'bottles', 'g', 'GM', 'g/dose'),
  'auto-injector': PACKAGED('Auto-Injector', 'pack', 'packs', 'auto-injectors', 'EA', 'mg', 2),
  injection: PACKAGED('Injection', 'vial', 'vials', 'mL', 'ML', 'mg/mL'),
};

const trim = (n: number): string => String(Number(n.toFixed(3)));

function dosage(row: SeedDrugRow, strength: string, rule: FormRule): { quantity: number; unit: string; display: string } {
  const value = Number(strength);
  if (rule.dosageUnit === 'mg' && /thyroid hormone/i.test(row.drugClass) && value < 1) {
    const mcg = Math.round(value * 1000);
    return { quantity: mcg, unit: 'mcg', display: `${mcg} mcg` };
  }
  const unit = row.ingredient.startsWith('insulin') ? 'units/mL' : rule.dosageUnit;
  return { quantity: value, unit, display: `${trim(value)} ${unit}` };
}

function quantities(row: SeedDrugRow, rule: FormRule): { options: QuantityOption[]; common: number } {
  if (rule.packageOf) {
    const size = rule.packageOf.size ?? row.commonQty;
    const options = [1, 2, 3].map((count, i) => {
      const noun = count === 1 ? rule.packageOf!.noun : rule.packageOf!.plural;
      const label = `${count} ${noun} (${trim(count * size)} ${rule.packageOf!.sizeUnit})`;
      return { quantity: Number(trim(count * size)), quantityLabel: label, quantityToDisplay: label, ranking: i + 1 };
    });
    return { options, common: size };
  }
  const base = row.commonQty;
  const counts = base >= 28 ? [base, base * 2, base * 3] : [base, base * 2, base * 3].filter((n, i, all) => all.indexOf(n) === i);
  const options = counts.map((count, i) => {
    const text = `${count} ${count === 1 ? rule.unit : rule.plural}`;
    return { quantity: count, quantityLabel: text, quantityToDisplay: text, ranking: i + 1 };
  });
  return { options, common: base };
}

/** Combination products are named 'A-B(-C)' (e.g. Lisinopril-Hydrochlorothiazide); 'Omega-3-...' is one ingredient. */
export function ingredientsOf(row: Pick<SeedDrugRow, 'generic' | 'ingredient'>): string[] {
  const name = row.generic.replace(/\s+(ER|XL|SR|EC|HFA|Tablet|Chewable|Suspension|Nasal|Gel|Ophthalmic|Oral Concentrate)$/i, '');
  if (!name.includes('-') || /^omega-3/i.test(name)) return [row.ingredient];
  return name.split('-').map((part) => part.trim().toLowerCase());
}

export interface ExpandedCatalog {
  groups: DrugGroup[];
  costs: ReferenceCost[];
}

/** Turns the compact seed rows into drug groups (generic and brand labels) and reference costs. */
export function expandSeed(rows: readonly SeedDrugRow[] = SEED_DRUGS, effectiveDate = SEED_EFFECTIVE_DATE): ExpandedCatalog {
  const costs: ReferenceCost[] = [];
  const groups = rows.map((row, index): DrugGroup => {
    const rule = FORMS[row.form];
    const { options, common } = quantities(row, rule);
    const formulationsFor = (which: 'G' | 'B'): Formulation[] =>
      row.strengths.flatMap(([strength, gsn, genericNdc, brandNdc, genericCost, brandCost, rxcui, ndcSource]) => {
        const ndc = which === 'G' ? genericNdc : brandNdc;
        if (!ndc) return [];
        costs.push({ ndc, unitCost: which === 'G' ? genericCost : brandCost, pricingUnit: rule.pricingUnit, effectiveDate, source: 'seed' });
        const d = dosage(row, strength, rule);
        return [{
          gsn, ndc, form: rule.display, strength: d.display, dosageQuantity: d.quantity, dosageUnit: d.unit, commonQty: common,
          quantities: options, soldInAPackage: Boolean(rule.packageOf), pricingUnit: rule.pricingUnit, labeler: labelerOf(ndc),
          ...(rxcui ? { rxcui } : {}), ndcSource,
        }];
      });
    const labels: DrugLabel[] = [];
    if (!row.brandOnly) labels.push({ name: row.generic, brandGeneric: 'G', formulations: formulationsFor('G') });
    if (row.brand && row.brand !== row.generic) labels.push({ name: row.brand, brandGeneric: 'B', formulations: formulationsFor('B') });
    return {
      id: slug(row.generic),
      generic: row.generic,
      brand: row.brand,
      drugClass: row.drugClass,
      ingredients: ingredientsOf(row),
      rx: row.rx,
      rank: index + 1,
      labels: labels.filter((l) => l.formulations.length > 0),
    };
  });
  return { groups: groups.filter((g) => g.labels.length > 0), costs };
}
