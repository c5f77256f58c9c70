import type { ResponseOf } from '../../../shared/contract';
import type { toolsScheduleOptionsContract } from '../../../shared/contracts/tools-regimen';
import { findDrugByLabel, listDrugGroups, searchDrugNames } from '../catalog/drug-repository';
import type { DrugGroup } from '../catalog/model';
import { dosesPerDay } from '../reference/clinical';

type Answer = ResponseOf<typeof toolsScheduleOptionsContract>;

export function parseMeds(meds: string): { name: string; timesPerDay: number }[] {
  return meds.split(',').map((item) => {
    const [name, times] = item.split(':');
    return { name: name!.trim(), timesPerDay: Number(times) };
  });
}

/** People type 'metformin' for 'Metformin HCL': an exact label first, else the best typeahead match. */
async function findLoosely(name: string): Promise<DrugGroup | undefined> {
  const exact = await findDrugByLabel(name);
  if (exact) return exact;
  const [best] = await searchDrugNames(name, 1);
  return best ? findDrugByLabel(best) : undefined;
}

/**
 * For a visitor's list of medications: which could be taken once a day (same-class drugs whose
 * usual dosing is once daily) and which combination products in the catalog hold two or more of
 * them. These are questions for the prescriber, never a change to make alone.
 */
export async function scheduleOptions(meds: string): Promise<Answer> {
  const groups = await listDrugGroups();
  const rows = await Promise.all(parseMeds(meds).map(async (m) => ({ ...m, group: await findLoosely(m.name) })));
  const ingredientsOf = (g: DrugGroup) => g.ingredients.map((i) => i.toLowerCase());
  const listed = rows.flatMap((r) => (r.group ? [r.group] : []));
  const combinations = groups
    .filter((g) => g.ingredients.length > 1 && !listed.includes(g))
    .map((g) => ({ g, covers: listed.filter((l) => ingredientsOf(l).length === 1 && ingredientsOf(g).includes(ingredientsOf(l)[0]!)) }))
    .filter(({ covers }) => covers.length >= 2)
    .map(({ g, covers }) => ({ product: g.brand && g.brand !== g.generic ? `${g.generic} (${g.brand})` : g.generic, replaces: covers.map((c) => c.generic), ingredients: g.ingredients }));
  return {
    meds: rows.map(({ name, timesPerDay, group }) => ({
      name, timesPerDay, found: Boolean(group), generic: group?.generic ?? null, drugClass: group?.drugClass ?? null,
      usualDosesPerDay: group ? dosesPerDay(group) : null,
      onceDailyAlternatives: group && timesPerDay > 1
        ? groups.filter((g) => g !== group && g.drugClass === group.drugClass && dosesPerDay(g) === 1).slice(0, 5).map((g) => g.generic)
        : [],
    })),
    combinations,
  };
}
