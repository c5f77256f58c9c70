import type { ResponseOf } from '../../../shared/contract';
import { cents } from '../../../shared/calculators/money';
import type { toolsSupplyOptionsContract } from '../../../shared/contracts/tools-regimen';
import { dosesPerDay } from '../reference/clinical';
import { summarise } from '../reference/lookup';
import { TOOL_PRICING } from '../reference/tool-pricing';
import { locate, quoteMailOrder, quoteNear, resolveDrug } from '../pricing/quote';

type Answer = ResponseOf<typeof toolsSupplyOptionsContract>;

/** 30-day and 90-day retail (best coupon near the zip) and 90-day mail order, for the same daily dose. */
export async function supplyOptions(q: { drugName: string; strength?: string; unitsPerDay?: number; zip?: string }): Promise<Answer> {
  const { group, label, formulation: f } = await resolveDrug({ drugName: q.drugName, strength: q.strength });
  const place = locate({ zip: q.zip });
  const counted = !f.soldInAPackage;
  const unitsPerDay = q.unitsPerDay ?? dosesPerDay(group) ?? 1;
  // Units, not money: a counted form's daily dose may be fractional (1.5 tablets a day), kept to two decimals.
  const units = (days: 30 | 90) => (counted ? Math.round(days * unitsPerDay * 100) / 100 : f.quantities[0]!.quantity * (days / 30));
  const [r30, r90, mail] = await Promise.all([
    quoteNear({ ndc: f.ndc, quantity: units(30) }, place, TOOL_PRICING),
    quoteNear({ ndc: f.ndc, quantity: units(90) }, place, TOOL_PRICING),
    quoteMailOrder({ ndc: f.ndc, quantity: units(90) }, TOOL_PRICING),
  ]);
  // Each quote lists its prices cheapest first.
  const [b30, b90, bMail] = [r30.prices[0], r90.prices[0], mail.prices[0]];
  return {
    drug: summarise(group), label: label.name, strength: f.strength, form: f.form, unitsPerDay, countedForm: counted, zip: place.zip,
    options: [
      { id: 'retail30', label: '30-day supply at a pharmacy near you', days: 30, units: units(30), price: b30 ? cents(b30.price) : null, pharmacy: b30?.pharmacy.name ?? null },
      { id: 'retail90', label: '90-day supply at a pharmacy near you', days: 90, units: units(90), price: b90 ? cents(b90.price) : null, pharmacy: b90?.pharmacy.name ?? null },
      { id: 'mail90', label: '90-day supply by mail order', days: 90, units: units(90), price: bMail ? cents(bMail.price) : null, pharmacy: bMail?.pharmacy.name ?? null },
    ],
    checkedAt: r30.checkedAt,
  };
}
