import type * as z from 'zod';
import { cents } from '../../../shared/calculators/money';
import type { DrugInfoResponse, drugInfoQuerySchema } from '../../../shared/contracts/tools';
import { listDrugGroups } from '../catalog/drug-repository';
import { usualFormulation, type DrugGroup } from '../catalog/model';
import { dosesPerDay, indicationCodes, medGuideOf, splitCheck } from '../reference/clinical';
import { describeIcd10 } from '../reference/icd10-repository';
import { formulationRows, mapLimit, referenceCostRows, summarise, thirtyDayQuantity } from '../reference/lookup';
import { priceRange, TOOL_PRICING } from '../reference/tool-pricing';
import { labelFor, locate, matchesStrength, quoteNear, requireDrug, type Place } from '../pricing/quote';

type Query = z.output<typeof drugInfoQuerySchema>;

const REPACKAGER = /\(repackager\)$/;

function labelers(group: DrugGroup): NonNullable<DrugInfoResponse['labelers']> {
  const byName = new Map<string, NonNullable<DrugInfoResponse['labelers']>[number]>();
  for (const label of group.labels) {
    for (const f of label.formulations) {
      const row = byName.get(f.labeler) ?? { name: f.labeler, role: REPACKAGER.test(f.labeler) ? 'repackager' : 'manufacturer', labelerCode: f.ndc.slice(0, 5), labels: [], ndcs: [] };
      if (!row.labels.includes(label.name)) row.labels.push(label.name);
      row.ndcs.push(f.ndc);
      byName.set(f.labeler, row);
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

async function indications(group: DrugGroup) {
  const codes = indicationCodes(group);
  const described = await Promise.all(codes.map(async (code) => ({ code, description: (await describeIcd10(code))?.entry.description ?? '' })));
  return described.filter((d) => d.description);
}

async function pillSplit(group: DrugGroup, drugName: string, strength: string | undefined, zip: string | undefined) {
  const label = labelFor(group, { drugName });
  const rows = label.formulations.filter((f) => !strength || matchesStrength(f, strength));
  const perDay = dosesPerDay(group) ?? 1;
  // The zip matters (and must be known) only when some strength can be split and priced.
  let place: Place | undefined;
  return mapLimit(rows, 2, async (f) => {
    const check = splitCheck(group, label, f);
    const double = label.formulations.find((d) => d.form === f.form && Math.abs(d.dosageQuantity - 2 * f.dosageQuantity) < 1e-9);
    if (!check.splittable || !double || f.soldInAPackage) {
      return { label: label.name, form: f.form, strength: f.strength, ...check, halfOf: double?.strength ?? null, wholeMonthly: null, splitMonthly: null, monthlySaving: null };
    }
    const wholeQty = 30 * perDay;
    place ??= locate({ zip });
    const [whole, split] = await Promise.all([quoteNear({ ndc: f.ndc, quantity: wholeQty }, place, TOOL_PRICING), quoteNear({ ndc: double.ndc, quantity: wholeQty / 2 }, place, TOOL_PRICING)]);
    const best = (p: { price: number }[]) => (p.length ? Math.min(...p.map((x) => x.price)) : null);
    const w = best(whole.prices);
    const s = best(split.prices);
    return {
      label: label.name, form: f.form, strength: f.strength, ...check, halfOf: double.strength, wholeMonthly: w, splitMonthly: s,
      monthlySaving: w !== null && s !== null ? cents(w - s) : null,
    };
  });
}

export async function drugInfo(query: Query): Promise<DrugInfoResponse> {
  const group = await requireDrug(query.drugName);
  const drug = summarise(group);
  switch (query.view) {
    case 'formulations':
    case 'ndcs':
      return { drug, formulations: formulationRows(group) };
    case 'labelers':
      return { drug, labelers: labelers(group) };
    case 'medguide':
      return { drug, medGuide: medGuideOf(group) };
    case 'pill-split':
      return { drug, pillSplit: await pillSplit(group, query.drugName, query.strength, query.zip) };
    case 'all': {
      const label = labelFor(group, { drugName: query.drugName });
      const f = usualFormulation(label);
      const groups = await listDrugGroups();
      const place = locate({ zip: query.zip });
      const [referenceCosts, range, ind] = await Promise.all([
        referenceCostRows(group),
        priceRange({ label, formulation: f, quantity: thirtyDayQuantity(f, dosesPerDay(group) ?? undefined) }, place),
        indications(group),
      ]);
      return {
        drug, formulations: formulationRows(group), labelers: labelers(group), referenceCosts, priceRange: range,
        alternatives: groups.filter((g) => g.drugClass === group.drugClass && g.id !== group.id).map((g) => g.generic),
        indications: ind, medGuide: medGuideOf(group),
      };
    }
  }
}
