import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvRows } from '../../domain/catalog/importers/csv';
import type { CatalogFile, CatalogFormulationRow, CatalogGroupRow } from '../../domain/catalog/seed/catalog-file';
import { parseDescription, titleCase } from './nadac-description';
import mostPrescribed from './most-prescribed.json';

/**
 * `npx tsx functions/local/importers/generate-catalog-cli.ts [DATA_DIR]` (default ../shared/data):
 * builds the committed seed catalog (functions/domain/catalog/seed/nadac-catalog.json) and the
 * index of the source file it is checked against (nadac-source-index.json) from:
 * - nadac_<date>_by_description.csv: CMS NADAC weekly file, one row per description run. Every
 *   description becomes one formulation served with the run's first NDC and its NADAC per unit;
 * - rxnorm_prescribable_ndc.csv / rxnorm_prescribable_concepts.csv (NLM RxNorm, 2025-10-06):
 *   RxCUI and ingredients of an NDC, and a brand's generic when NADAC has no generic row;
 * - fda_ndc_package_names_2018.tsv (FDA NDC Directory 2018-04-24): nonproprietary name and package
 *   contents (mL, g, units per package) of an NDC.
 *   Each label's usual formulation (priced when no strength is asked) is its prescription product
 *   with the most NDCs in RxNorm; without RxNorm data (the extract lacks ingredients starting with
 *   "A") it stays the first one listed: tablets and capsules, lowest strength.
 * - most-prescribed.json: the project's earlier curated list of the most prescribed drugs (order =
 *   popularity rank, drug class, usual fill quantity).
 * `npm start` and `npm test` never run this: they read its committed output.
 */
const dataDir = process.argv[2] ?? join(process.cwd(), '..', 'shared', 'data');
const NADAC_FILE = 'nadac_2026-04-29_by_description.csv';
const outDir = join(import.meta.dirname, '..', '..', 'domain', 'catalog', 'seed');

const read = (file: string) => readFileSync(join(dataDir, file), 'utf8');
const nadacText = read(NADAC_FILE);
const asOf = /(\d{4}-\d{2}-\d{2})/.exec(NADAC_FILE)![1]!;
const isoDate = (cms: string) => cms.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$1-$2');

interface NadacRow { description: string; ndc: string; unitCost: number; effectiveDate: string; pricingUnit: 'EA' | 'ML' | 'GM'; otc: boolean; classification: string; genericUnitCost: number | null }
const nadac: NadacRow[] = [];
for (const { row } of csvRows(nadacText)) {
  if (!row) throw new Error('malformed NADAC row');
  nadac.push({
    description: row.description!, ndc: row.ndc!, unitCost: Number(row.nadac_per_unit), effectiveDate: isoDate(row.effective_date!),
    pricingUnit: row.pricing_unit as NadacRow['pricingUnit'], otc: row.otc === 'Y', classification: row.classification!,
    genericUnitCost: row.generic_nadac_per_unit ? Number(row.generic_nadac_per_unit) : null,
  });
}

// RxNorm: NDC -> rxcui -> ingredient names.
const rxcuiOf = new Map<string, string>();
const ndcCountOf = new Map<string, number>();
for (const line of read('rxnorm_prescribable_ndc.csv').split('\n').slice(1)) {
  const [ndc, rxcui] = line.split(',');
  if (ndc && rxcui && !rxcuiOf.has(ndc)) rxcuiOf.set(ndc, rxcui);
  // How many NDCs (labelers x packages, repackagers included) RxNorm lists for a product: makers
  // and repackagers list the strengths pharmacies dispense most, so it stands in for fill counts,
  // which no public file here gives per strength.
  if (rxcui) ndcCountOf.set(rxcui, (ndcCountOf.get(rxcui) ?? 0) + 1);
}
const ingredientsOf = new Map<string, string[]>();
/** 'gabapentin 300 mg oral capsule' -> its SCD, for NADAC NDCs RxNorm does not list. */
const scdByName = new Map<string, string>();
for (const { row } of csvRows(read('rxnorm_prescribable_concepts.csv'))) {
  if (!row?.rxcui || !row.ingredient_name || (row.tty !== 'SCD' && row.tty !== 'SBD') || row.ingredient_tty !== 'IN') continue;
  ingredientsOf.set(row.rxcui, [...(ingredientsOf.get(row.rxcui) ?? []), row.ingredient_name]);
  if (row.tty === 'SCD' && row.name) scdByName.set(row.name.toLowerCase(), row.rxcui);
}

// FDA: NDC -> "PROPRIETARY (nonproprietary) package contents".
const fda = new Map<string, { generic: string; pack: string }>();
for (const line of read('fda_ndc_package_names_2018.tsv').split('\n').slice(1)) {
  const m = /^NDC:(\d{11})\t"?(.*?)"?$/.exec(line.trim());
  if (!m) continue;
  const named = /^[^(]*\(([^)]*)\)\s*(.*)$/.exec(m[2]!);
  fda.set(m[1]!, { generic: named?.[1] ?? '', pack: named?.[2] ?? m[2]! });
}

/** Package contents in pricing units: "5 SYRINGE in 1 CARTON > 3 mL in 1 SYRINGE" = 15 mL. */
function packageSize(ndc: string, unit: NadacRow['pricingUnit']): number | undefined {
  const pack = fda.get(ndc)?.pack;
  if (!pack) return undefined;
  const parts = pack.split('>').map((p) => /^\s*([\d.]+)\s+([A-Za-z, ]+?)\s+in\s+1\b/.exec(p)).filter((m) => m !== null);
  if (parts.length === 0) return undefined;
  const last = parts.at(-1)!;
  const lastUnit = last[2]!.toLowerCase();
  if (unit === 'ML' && lastUnit !== 'ml') return undefined;
  if (unit === 'GM' && lastUnit !== 'g') return undefined;
  if (unit === 'EA' && (lastUnit === 'ml' || lastUnit === 'g')) return undefined;
  let total = parts.reduce((n, m) => n * Number(m[1]), 1);
  // Sample and institutional packs (36 tubes in a case): one container is what a person buys.
  if (total > 500 || (unit === 'EA' && total > 100)) total = Number(last[1]);
  return Number.isFinite(total) && total > 0 ? Number(total.toFixed(3)) : undefined;
}

/**
 * Usual package when the FDA directory has none for the NDC: a common retail size of the form
 * (e.g. a 30 g tube, a 5 mL eye-drop bottle, an 8.5 g albuterol inhaler, a 3 mL insulin pen).
 */
function usualPackage(form: string, unit: NadacRow['pricingUnit']): number {
  if (/Inhaler|Aerosol/.test(form)) return unit === 'GM' ? 8.5 : 1;
  if (/Ophthalmic|Drops|Otic/.test(form)) return 5;
  if (/Spray/.test(form)) return 16;
  if (/Pen|Cartridge/.test(form)) return 3;
  if (/Syringe|Auto-Injector/.test(form)) return 1;
  if (/Vial|Injection/.test(form)) return 10;
  if (/Cream|Ointment|Gel|Foam/.test(form)) return 30;
  if (unit === 'GM') return 30;
  return 120;
}

const COUNTED = /^(Tablet|Capsule|Chewable|ODT|Film|Lozenge|Troche|Gum|Suppository|Wafer|Each)|Tablet|Capsule/;

// One formulation per description: the first NDC of its first run.
const firstByDescription = new Map<string, NadacRow>();
for (const r of nadac) if (!firstByDescription.has(r.description)) firstByDescription.set(r.description, r);

interface Built { row: NadacRow; parsed: ReturnType<typeof parseDescription>; labelName: string; brand: boolean; genericName: string }
const built: Built[] = [...firstByDescription.values()].map((row) => {
  const parsed = parseDescription(row.description);
  return { row, parsed, labelName: titleCase(parsed.name.replace(/\s+\d-PA?K$/, '')), brand: row.classification !== 'G', genericName: '' };
});

// Generic names: a generic row is its own; a brand row takes the generic row NADAC pairs it with
// (same form and strength, priced at generic_nadac_per_unit), else FDA's or RxNorm's name.
const generics = built.filter((b) => !b.brand);
for (const b of generics) b.genericName = b.labelName;
const genericNames = new Set(generics.map((g) => g.genericName));
/** 'Atorvastatin Calcium' and 'ATORVASTATIN' -> 'atorvastatin'; 'insulin glargine' keeps both words. */
const SALTS = /\b(hydrochloride|hcl|sodium|potassium|calcium|magnesium|sulfate|besylate|maleate|tartrate|succinate|mesylate|fumarate|citrate|acetate|phosphate|bromide|er|xl|xr|sr|dr|ec|hfa|odt|cr|la)\b/g;
// Salt and release words are dropped after the first word ("potassium chloride" keeps "potassium").
const oneKey = (s: string) => s.trim().replace(/^(\S+)(.*)$/, (_m, first: string, rest: string) => first + rest.replace(SALTS, ' ')).split(/[\s,]+/).filter(Boolean).slice(0, s.trim().startsWith('insulin') ? 2 : 1).join(' ');
/** Every ingredient's key, sorted: 'Lisinopril-Hydrochlorothiazide' = 'hydrochlorothiazide and lisinopril'. */
const ingredientKey = (s: string) => s.toLowerCase().split(/ and |-| \/ |\//).map(oneKey).filter(Boolean).sort().join('+');
for (const b of built.filter((x) => x.brand)) {
  const rxcui = rxcuiOf.get(b.row.ndc);
  const named = fda.get(b.row.ndc)?.generic || (rxcui ? ingredientsOf.get(rxcui)?.join(' and ') : '') || '';
  const key = named ? ingredientKey(named) : '';
  const sameProduct = generics.filter((g) => g.parsed.strength === b.parsed.strength && g.parsed.form === b.parsed.form && g.row.pricingUnit === b.row.pricingUnit
    && (key ? ingredientKey(g.genericName) === key : g.row.unitCost === b.row.genericUnitCost));
  const paired = sameProduct.find((g) => g.row.unitCost === b.row.genericUnitCost) ?? sameProduct[0];
  if (paired) { b.genericName = paired.genericName; continue; }
  if (named) {
    const sameForm = generics.find((g) => ingredientKey(g.genericName) === key && g.parsed.form === b.parsed.form);
    const anyForm = [...genericNames].filter((n) => ingredientKey(n) === key && !/-/.test(n)).sort((x, y) => x.length - y.length)[0];
    b.genericName = sameForm?.genericName ?? anyForm ?? titleCase(named.toUpperCase().replace(/ AND /g, '-').replace(/, /g, '-'));
  } else {
    b.genericName = b.labelName;
  }
}

// Popularity and curated facts from the earlier most-prescribed list.
const curatedByName = new Map<string, { index: number; generic: string; drugClass: string; commonQty: number; brand: string }>();
mostPrescribed.forEach((d, index) => {
  // aliases: NADAC's own name for a drug the list names otherwise ("Bupropion HCl XL").
  for (const name of [d.generic, d.brand, ...(('aliases' in d ? d.aliases : undefined) ?? [])]) {
    const key = name.toLowerCase();
    if (!curatedByName.has(key)) curatedByName.set(key, { index, generic: d.generic, drugClass: d.drugClass, commonQty: d.commonQty, brand: d.brand });
  }
});

// A drug of the curated list keeps its name there ("Metoprolol Succinate ER", not NADAC's
// "Metoprolol Succ ER"): its id, the tools' reference data and bookmarked URLs stay the same.
const curatedFor = new Map<string, NonNullable<ReturnType<typeof curatedByName.get>>>();
// Else by ingredient ("Warfarin Sodium", "Omeprazole DR"), where the list has one drug of that ingredient.
// Extended release is another product; delayed release (DR, EC) is how PPIs are made anyway.
const release = (name: string) => (/\b(ER|XL|XR|SR|CD|LA|CR|24HR|12HR)\b/i.test(name) ? 'extended' : 'immediate');
const curatedKey = (name: string) => `${ingredientKey(name)}|${release(name)}`;
const curatedByKey = new Map<string, NonNullable<ReturnType<typeof curatedByName.get>> | null>();
for (const c of curatedByName.values()) {
  // A name that picks one form ("Albuterol Sulfate HFA", "Diclofenac Gel") matches by name only.
  if (/\b(HFA|Tablet|Suspension|Gel|Nasal|Ophthalmic|Patch|Chewable|Concentrate|Auto-Injector|Cream|Solution)\b/i.test(c.generic)) continue;
  const key = curatedKey(c.generic);
  const had = curatedByKey.get(key);
  curatedByKey.set(key, had === undefined || had?.generic === c.generic ? c : null);
}
for (const b of built) {
  const hit = curatedByName.get(b.genericName.toLowerCase()) ?? curatedByName.get(b.labelName.toLowerCase()) ?? curatedByKey.get(curatedKey(b.genericName)) ?? undefined;
  const had = curatedFor.get(b.genericName);
  if (hit && (!had || hit.index < had.index)) curatedFor.set(b.genericName, hit);
}
for (const b of built) {
  const curated = curatedFor.get(b.genericName);
  if (curated) b.genericName = curated.generic;
}

const otcNdcs = new Set(nadac.filter((r) => r.otc).map((r) => r.ndc));
/** A formulation's RxNorm product: its NDC's, else the plain oral tablet or capsule of that one ingredient and strength. */
function productOf(f: CatalogFormulationRow, ingredients: string[]): string | undefined {
  if (f[9]) return f[9];
  if (ingredients.length !== 1 || (f[2] !== 'Tablet' && f[2] !== 'Capsule')) return undefined;
  return scdByName.get(`${ingredients[0]} ${f[4]} ${f[5]} oral ${f[2]}`.toLowerCase());
}

/** The formulation listed under the most NDCs in RxNorm (prescription products first); 0 without data. */
function usualIndex(rows: CatalogFormulationRow[], ingredients: string[]): number {
  const listed = rows.map((f) => ndcCountOf.get(productOf(f, ingredients) ?? '') ?? 0);
  const rx = rows.map((f) => Number(!otcNdcs.has(f[0])));
  let best = 0;
  for (let i = 1; i < rows.length; i += 1) {
    if (rx[i]! > rx[best]! || (rx[i] === rx[best] && listed[i]! > listed[best]!)) best = i;
  }
  return listed[best]! > 0 ? best : 0;
}

const groups = new Map<string, Built[]>();
for (const b of built) groups.set(b.genericName, [...(groups.get(b.genericName) ?? []), b]);

const groupRows: (CatalogGroupRow & { popularity: number })[] = [...groups.entries()].map(([generic, members]) => {
  const curated = curatedByName.get(generic.toLowerCase()) ?? members.map((m) => curatedByName.get(m.labelName.toLowerCase())).find(Boolean);
  const labels = new Map<string, { brandGeneric: 'G' | 'B'; formulations: CatalogFormulationRow[]; keys: Set<string> }>();
  // Prescription products first, tablets and capsules first (what most fills are), strengths ascending.
  const formRank = (form: string) => (form === 'Tablet' ? 0 : form === 'Capsule' ? 1 : COUNTED.test(form) ? 2 : 3);
  const sorted = [...members].sort((a, b) => Number(a.row.otc) - Number(b.row.otc) || formRank(a.parsed.form) - formRank(b.parsed.form) || a.parsed.form.localeCompare(b.parsed.form) || a.parsed.dosageQuantity - b.parsed.dosageQuantity || a.row.description.localeCompare(b.row.description));
  for (const m of sorted) {
    const name = m.brand && m.labelName !== generic ? m.labelName : generic;
    const label = labels.get(name) ?? { brandGeneric: name === generic ? 'G' as const : 'B' as const, formulations: [], keys: new Set<string>() };
    labels.set(name, label);
    const key = `${m.parsed.form}|${m.parsed.strength}`;
    const duplicate = label.keys.has(key);
    label.keys.add(key);
    const { parsed, row } = m;
    const counted = row.pricingUnit === 'EA' && COUNTED.test(parsed.form);
    const size = counted ? 0 : packageSize(row.ndc, row.pricingUnit) ?? (row.pricingUnit === 'EA' ? 1 : usualPackage(parsed.form, row.pricingUnit));
    const commonQty = counted ? curated?.commonQty ?? 30 : size;
    // Two descriptions that read the same after parsing keep the description's own wording.
    const strength = duplicate ? `${parsed.strength} (${row.description.toLowerCase()})`.trim() : parsed.strength;
    label.formulations.push([row.ndc, row.description, parsed.form, strength, parsed.dosageQuantity, parsed.dosageUnit, row.pricingUnit, size, commonQty, rxcuiOf.get(row.ndc) ?? '']);
  }
  const rxcuis = members.map((m) => rxcuiOf.get(m.row.ndc)).filter((x): x is string => Boolean(x));
  const ingredients = rxcuis.map((r) => ingredientsOf.get(r)).find((list) => list && list.length > 0)
    ?? generic.toLowerCase().replace(/\s+(er|xl|sr|ec|dr|hfa|odt)$/i, '').split('-').map((s) => s.trim());
  // In the order the name gives them: Lisinopril-Hydrochlorothiazide = lisinopril, hydrochlorothiazide.
  const at = (ingredient: string) => { const i = generic.toLowerCase().indexOf(ingredient.split(' ')[0]!); return i < 0 ? Infinity : i; };
  ingredients.sort((a, b) => at(a) - at(b));
  // The best-known brand: the curated one, else the brand with the most formulations.
  const brands = [...labels.entries()].filter(([, l]) => l.brandGeneric === 'B')
    .sort(([na, a], [nb, b]) => Number(nb === curated?.brand) - Number(na === curated?.brand) || b.formulations.length - a.formulations.length)
    .map(([n]) => n);
  return {
    generic,
    brand: brands[0] ?? '',
    drugClass: curated?.drugClass ?? '',
    ingredients,
    rx: members.every((m) => m.row.otc) ? 'OTC' : 'Rx',
    popularity: curated?.index ?? Number.MAX_SAFE_INTEGER,
    labels: [...labels.entries()].sort(([, a], [, b]) => (a.brandGeneric === b.brandGeneric ? 0 : a.brandGeneric === 'G' ? -1 : 1))
      .map(([name, l]) => [name, l.brandGeneric, l.formulations, usualIndex(l.formulations, ingredients)] as const),
  };
});
groupRows.sort((a, b) => a.popularity - b.popularity || b.labels.length - a.labels.length || a.generic.localeCompare(b.generic));

const sha256 = createHash('sha256').update(nadacText).digest('hex');
const source = { file: NADAC_FILE, asOf, sha256, rows: nadac.length, descriptions: firstByDescription.size };
const file: CatalogFile = {
  source,
  groups: groupRows.map(({ popularity: _p, ...g }) => g),
  costs: [...firstByDescription.values()].map((r) => [r.ndc, r.unitCost, r.effectiveDate, r.genericUnitCost]),
};
const lines = (items: unknown[]) => `[\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]`;
writeFileSync(join(outDir, 'nadac-catalog.json'),
  `{"source":${JSON.stringify(source)},\n"groups":${lines(file.groups)},\n"costs":${lines(file.costs)}}\n`);
// The source file's every row (NDC -> description, NADAC per unit), for the unit test that checks what is served.
writeFileSync(join(outDir, 'nadac-source-index.json'),
  `{"source":${JSON.stringify(source)},\n"rows":${lines(nadac.map((r) => [r.ndc, r.description, r.unitCost]))}}\n`);
const formulations = file.groups.reduce((n, g) => n + g.labels.reduce((m, l) => m + l[2].length, 0), 0);
const brandLabels = file.groups.reduce((n, g) => n + g.labels.filter((l) => l[1] === 'B').length, 0);
console.log(`catalog: ${file.groups.length} drug groups, ${formulations} products (${file.costs.length} NDCs), ${brandLabels} brand names, ${file.groups.filter((g) => g.labels.some((l) => l[1] === 'G')).length} groups with a generic`);
