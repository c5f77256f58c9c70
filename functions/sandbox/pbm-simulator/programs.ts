/**
 * Pharmacy companies' own low-price generic programs: a fixed cash price for the products on a
 * list. A program belongs to a company (the directory's `parent`), so every banner of the company
 * runs the same list (Walmart and Sam's Club one, Walmart's). Each is dated by its source in
 * /work/shared/market-facts.md; which products are on a list is modelled where no source gives the
 * list (see functions/domain/pricing/README.md, "Low-price lists").
 */
export interface ProgramProduct {
  ndc: string;
  unitCost: number;
  pricingUnit: string;
  brandGeneric: 'G' | 'B';
  /** The generic drug the product is (its drug group's generic name), when the price file knows it. */
  drug?: string;
}

export interface DiscountProgram {
  company: string;
  name: string;
  /** When the source last saw the program as modelled here. */
  asOf: string;
  source: string;
  /** The program's cash price for this fill, when the product and quantity are on it. */
  price(product: ProgramProduct, quantity: number): number | undefined;
}

/**
 * Which cheap generics are on a company's maintenance list: those with NADAC ≤ $0.30 per unit
 * (assumed), each with an even chance, drawn per company and product (Walmart's list had 331
 * products at launch [S26] and about 100 in 2019 [S29]; no current list was found, so membership
 * is modelled). One company, one draw: every banner of the company lists the same products.
 */
export const MAINTENANCE_LIST_RULE = { maxUnitCost: 0.3, share: 0.5 } as const;
/** Walmart's 2015 tiers [S28]: the products with NADAC ≤ $0.10 per unit in the first tier (assumed). */
export const WALMART_TIERS = { firstTierMaxUnitCost: 0.1, first: { upTo30: 4, upTo90: 10 }, second: { upTo30: 9, upTo90: 24 } } as const;
/**
 * A 14-day course of an antibiotic: up to 42 tablets or capsules (three a day) or 300 mL of a
 * suspension (two 150 mL bottles); assumed, as the simulator is not told the days' supply.
 */
export const FOURTEEN_DAY_COURSE: Readonly<Record<string, number>> = { EA: 42, ML: 300 };
/**
 * Meijer's free antibiotics [S32] (the list itself is not in the sources: modelled as the common
 * oral generic antibiotics of the catalog).
 */
export const MEIJER_FREE_ANTIBIOTICS: readonly string[] = ['Amoxicillin', 'Penicillin V Potassium', 'Cephalexin', 'Sulfamethoxazole-Trimethoprim', 'Ciprofloxacin'];

/** Deterministic hash in [0, 1) of a string (FNV-1a). */
export function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 4294967296;
}

/** On the company's maintenance list (see MAINTENANCE_LIST_RULE). */
export function onMaintenanceList(company: string, product: ProgramProduct): boolean {
  return product.brandGeneric === 'G' && product.unitCost <= MAINTENANCE_LIST_RULE.maxUnitCost && unitHash(`list:${company}:${product.ndc}`) < MAINTENANCE_LIST_RULE.share;
}

const withinCourse = (product: ProgramProduct, quantity: number) => quantity <= (FOURTEEN_DAY_COURSE[product.pricingUnit] ?? 0);

export const DISCOUNT_PROGRAMS: readonly DiscountProgram[] = [
  {
    company: 'Walmart',
    name: "Walmart's $4 generics list (also at Sam's Club)",
    asOf: '2015 tiers [S28]',
    source: '[S26, S28, S29]',
    price(product, quantity) {
      if (quantity > 90 || !onMaintenanceList('Walmart', product)) return undefined;
      const tier = product.unitCost <= WALMART_TIERS.firstTierMaxUnitCost ? WALMART_TIERS.first : WALMART_TIERS.second;
      return quantity <= 30 ? tier.upTo30 : tier.upTo90;
    },
  },
  {
    company: 'Publix',
    name: "Publix's $7.50 maintenance and amoxicillin prices",
    asOf: '2022-06-01 [S33]',
    source: '[S33]',
    price(product, quantity) {
      if (product.brandGeneric === 'G' && product.drug === 'Amoxicillin' && withinCourse(product, quantity)) return 7.5;
      return quantity <= 90 && onMaintenanceList('Publix', product) ? 7.5 : undefined;
    },
  },
  {
    company: 'Meijer',
    name: "Meijer's free antibiotics",
    asOf: '2020-01 [S32]',
    source: '[S32]',
    price(product, quantity) {
      return product.brandGeneric === 'G' && product.drug && MEIJER_FREE_ANTIBIOTICS.includes(product.drug) && withinCourse(product, quantity) ? 0 : undefined;
    },
  },
];

/** The company's program price for this fill, if it runs one that lists the product. */
export function programPrice(company: string, product: ProgramProduct, quantity: number): { price: number; program: DiscountProgram } | undefined {
  for (const program of DISCOUNT_PROGRAMS) {
    if (program.company !== company) continue;
    const price = program.price(product, quantity);
    if (price !== undefined) return { price, program };
  }
  return undefined;
}
