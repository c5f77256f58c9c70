import type { CatalogFile, CatalogFormulationRow } from '../../domain/catalog/seed/catalog-file';
import { packageLevels } from './packages';

/**
 * The packages and prices no page should show, checked over a whole generated catalog (the
 * generator refuses to write one that has any; a unit test checks the committed one):
 * - a package the NDC's own FDA package description does not support (Trulicity's carton is
 *   4 pens of 0.5 mL: 2 mL or 0.5 mL, never 3);
 * - more than 20 mL of insulin (a 10 mL vial or five 3 mL pens is what a pharmacy dispenses; a
 *   120 mL "bottle" of insulin is not a package);
 * - a pen, syringe, auto-injector or cartridge, or a product of unknown form, priced by the mL with
 *   a volume nothing documents (the form's usual size is a guess: a 120 mL pen is not one; a vial
 *   nothing describes is taken as the usual 10 mL multi-dose vial);
 * - a default package whose NADAC cost (NADAC per unit × quantity) is over MAX_PACKAGE_NADAC: the
 *   PBMs price from that cost, so a quantity off by a factor shows as a price off by that factor.
 */
export const MAX_PACKAGE_NADAC = 30_000;
const DEVICE = /\b(Pen|KwikPen|FlexPen|FlexTouch|SoloStar|Syringe|Auto-Injector|Cartridge)\b/i;
export const MAX_INSULIN_ML = 20;

/**
 * The quantities an FDA package description supports: the product of any run of steps ending at
 * the measure (mL, g), or of counted steps; undefined when it says nothing in that unit ("120 SPRAY,
 * METERED in 1 BOTTLE" gives no mL).
 */
export function fdaSupported(text: string, unit: CatalogFormulationRow[6]): number[] | undefined {
  const levels = packageLevels(text);
  const measure = unit === 'ML' ? 'ml' : 'g';
  if (levels.length === 0 || (unit !== 'EA' && !levels.some((l) => l.item === measure))) return undefined;
  const out = new Set<number>(unit === 'EA' ? [1] : []);
  for (let from = 0; from < levels.length; from += 1) {
    let product = 1;
    for (let to = from; to < levels.length; to += 1) {
      product *= levels[to]!.amount;
      const item = levels[to]!.item;
      if (unit === 'EA' || item === measure) out.add(Number(product.toFixed(3)));
    }
  }
  return [...out];
}

export function implausiblePackages(file: CatalogFile, fdaPackages: ReadonlyMap<string, string>): string[] {
  const unitCost = new Map(file.costs.map(([ndc, cost]) => [ndc, cost]));
  const problems: string[] = [];
  for (const group of file.groups) {
    const insulin = group.ingredients.some((i) => /\binsulin\b/i.test(i));
    for (const [, , rows] of group.labels) {
      for (const [ndc, description, form, , , , unit, size, commonQty, , , source] of rows) {
        const say = (why: string) => problems.push(`${ndc} ${description}: ${why}`);
        const quantity = size > 0 ? size : commonQty;
        const fdaText = fdaPackages.get(ndc);
        const supported = size > 0 && fdaText ? fdaSupported(fdaText, unit) : undefined;
        if (supported && !supported.includes(size)) say(`${size} ${unit} is not a package its FDA description (${fdaText}) supports`);
        if (insulin && unit === 'ML' && size > MAX_INSULIN_ML) say(`${size} mL of insulin`);
        if (unit === 'ML' && source === 'form' && (DEVICE.test(form) || form === 'Each')) say(`${size} mL guessed from the form "${form}"`);
        const cost = (unitCost.get(ndc) ?? 0) * quantity;
        if (cost > MAX_PACKAGE_NADAC) say(`NADAC × ${quantity} ${unit} = $${cost.toFixed(0)}`);
      }
    }
  }
  return problems;
}
