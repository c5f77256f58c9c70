import type * as z from 'zod';
import type { ClassMember, DrugClassResponse, drugClassQuerySchema } from '../../../shared/contracts/tools';
import { listDrugGroups } from '../catalog/drug-repository';
import { usualFormulation, type DrugGroup } from '../catalog/model';
import { dosesPerDay } from '../reference/clinical';
import { mapLimit, summarise, thirtyDayQuantity } from '../reference/lookup';
import { TOOL_PRICING } from '../reference/tool-pricing';
import { locate, quantityToDisplay, quoteNear, requireDrug, type Place } from '../pricing/quote';
import { notFound } from '../../lib/errors';

type Query = z.output<typeof drugClassQuerySchema>;

const sameIngredients = (a: DrugGroup, b: DrugGroup) => a.ingredients.length === b.ingredients.length && a.ingredients.every((i) => b.ingredients.includes(i));

function member(group: DrugGroup, relation?: ClassMember['relation']): ClassMember {
  return { id: group.id, generic: group.generic, brand: group.brand, drugClass: group.drugClass, rx: group.rx, dosesPerDay: dosesPerDay(group), ...(relation ? { relation } : {}) };
}

/** Each member's best price near the zip for about 30 days of its generic's (else brand's) usual strength; cheapest first. */
async function priced(members: { group: DrugGroup; relation?: ClassMember['relation'] }[], place: Place): Promise<ClassMember[]> {
  const rows = await mapLimit(members, 3, async ({ group, relation }) => {
    const label = group.labels[0]!;
    const f = usualFormulation(label);
    const qty = thirtyDayQuantity(f, dosesPerDay(group) ?? undefined);
    const quote = await quoteNear({ ndc: f.ndc, quantity: qty }, place, TOOL_PRICING);
    const best = quote.prices[0]?.price ?? null;
    return { ...member(group, relation), price30: best, strength: `${label.name} ${f.strength}`, quantityToDisplay: quantityToDisplay(f, qty) };
  });
  return rows.sort((a, b) => (a.price30 ?? Infinity) - (b.price30 ?? Infinity) || a.generic.localeCompare(b.generic));
}

async function classMembers(className: string): Promise<DrugGroup[]> {
  const want = className.trim().toLowerCase();
  const members = (await listDrugGroups()).filter((g) => g.drugClass.toLowerCase() === want);
  if (!members.length) throw notFound('class_not_found', `No drug class named "${className.slice(0, 120)}". See the drug class list for the names.`);
  return members;
}

export async function drugClasses(query: Query): Promise<DrugClassResponse> {
  switch (query.view) {
    case 'list': {
      const counts = new Map<string, number>();
      for (const g of await listDrugGroups()) counts.set(g.drugClass, (counts.get(g.drugClass) ?? 0) + 1);
      return { classes: [...counts].map(([name, members]) => ({ name, members })).sort((a, b) => a.name.localeCompare(b.name)) };
    }
    case 'members': {
      const members = await classMembers(query.className);
      return { className: members[0]!.drugClass, members: members.map((g) => member(g)) };
    }
    case 'costs': {
      const members = await classMembers(query.className);
      const place = locate({ zip: query.zip });
      return { className: members[0]!.drugClass, members: await priced(members.map((group) => ({ group })), place), zip: place.zip };
    }
    default:
      break;
  }
  const group = await requireDrug(query.drugName);
  const drug = summarise(group);
  const all = await listDrugGroups();
  switch (query.view) {
    case 'class':
      return { drug, className: group.drugClass, members: all.filter((g) => g.drugClass === group.drugClass).map((g) => member(g)) };
    case 'equivalents':
    case 'alternatives': {
      const place = locate({ zip: query.zip });
      const pool = all.filter((g) => g.id !== group.id && (g.drugClass === group.drugClass || (query.view === 'alternatives' && sameIngredients(g, group))));
      const members = pool.map((g) => ({ group: g, relation: sameIngredients(g, group) ? ('same-ingredient' as const) : ('same-class' as const) }));
      return { drug, className: group.drugClass, members: await priced([{ group, relation: 'same-drug' }, ...members], place), zip: place.zip };
    }
    case 'labels': {
      const related = all.filter((g) => g.id === group.id || sameIngredients(g, group));
      const labels = related.flatMap((g) => g.labels.map((l) => ({
        name: l.name, brandGeneric: l.brandGeneric, drug: g.generic, relation: g.id === group.id ? ('same-drug' as const) : ('same-ingredient' as const),
        forms: [...new Set(l.formulations.map((f) => f.form))],
      })));
      return { drug, labels };
    }
    case 'frequencies': {
      const own = dosesPerDay(group);
      const candidates = all.filter((g) => g.id !== group.id && (g.drugClass === group.drugClass || sameIngredients(g, group)));
      const fewer = candidates.filter((g) => own !== null && (dosesPerDay(g) ?? Infinity) < own);
      return { drug, dosesPerDay: own, members: fewer.map((g) => member(g, sameIngredients(g, group) ? 'same-ingredient' : 'same-class')).sort((a, b) => (a.dosesPerDay ?? 0) - (b.dosesPerDay ?? 0)) };
    }
  }
}
