import { LIMITS } from '../../../shared/brand';
import type { ResponseOf } from '../../../shared/contract';
import type { toolsSupplyOptionsContract } from '../../../shared/contracts/tools-part2';
import { dosesPerDay } from '../reference/clinical';
import { namedLabel, pickFormulation, pricesNear, requireDrug, round2, summarise, TOOL_DEADLINE_MS } from '../reference/lookup';
import { mailOrderPrices } from '../pricing/mail-order';

type Answer = ResponseOf<typeof toolsSupplyOptionsContract>;

/** 30-day and 90-day retail (best coupon near the zip) and 90-day mail order, for the same daily dose. */
export async function supplyOptions(q: { drugName: string; strength?: string; unitsPerDay?: number; zip?: string }): Promise<Answer> {
  const group = await requireDrug(q.drugName);
  const label = namedLabel(group, q.drugName);
  const f = pickFormulation(label, q.strength);
  const counted = !f.soldInAPackage;
  const unitsPerDay = q.unitsPerDay ?? dosesPerDay(group) ?? 1;
  const units = (days: 30 | 90) => (counted ? Math.round(days * unitsPerDay * 100) / 100 : f.quantities[0]!.quantity * (days / 30));
  const [r30, r90, mail] = await Promise.all([
    pricesNear(f.ndc, units(30), q.zip),
    pricesNear(f.ndc, units(90), q.zip),
    mailOrderPrices(label.name, f.ndc, units(90), { deadlineMs: TOOL_DEADLINE_MS }),
  ]);
  const best = <T extends { price: number; npi: string }>(prices: T[]) => [...prices].sort((a, b) => a.price - b.price)[0];
  const nearName = (near: typeof r30, npi: string | undefined) => near.nearby.find((p) => p.npi === npi)?.name ?? null;
  const b30 = best(r30.prices);
  const b90 = best(r90.prices);
  const bMail = mail.prices[0];
  return {
    drug: summarise(group), label: label.name, strength: f.strength, form: f.form, unitsPerDay, countedForm: counted, zip: r30.zip || LIMITS.defaultZip,
    options: [
      { id: 'retail30', label: '30-day supply at a pharmacy near you', days: 30, units: units(30), price: b30 ? round2(b30.price) : null, pharmacy: nearName(r30, b30?.npi) },
      { id: 'retail90', label: '90-day supply at a pharmacy near you', days: 90, units: units(90), price: b90 ? round2(b90.price) : null, pharmacy: nearName(r90, b90?.npi) },
      { id: 'mail90', label: '90-day supply by mail order', days: 90, units: units(90), price: bMail ? round2(bMail.price) : null, pharmacy: bMail?.pharmacy?.name ?? null },
    ],
    checkedAt: r30.checkedAt,
  };
}
