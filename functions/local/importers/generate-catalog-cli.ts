import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvRows } from '../../domain/catalog/importers/csv';
import { strengthKey } from '../../domain/catalog/model';
import type { CatalogFile, CatalogFormulationRow, CatalogGroupRow, CatalogLabelRow } from '../../domain/catalog/seed/catalog-file';
import { fdaIngredients, ingredientKey, ingredientWords, nameIngredients, namesItsIngredients, readRxNormName, saltFreeIngredient, siteForm, type RxNormProduct } from './drug-identity';
import { parseDescription, titleCase, type ParsedDescription } from './nadac-description';
import { implausiblePackages } from './catalog-sanity';
import { descriptionVolume, fdaPack, inferredPack, type Pack } from './packages';
import mostPrescribed from './most-prescribed.json';

/**
 * `npx tsx functions/local/importers/generate-catalog-cli.ts [DATA_DIR]` (default ../shared/data):
 * builds the committed seed catalog (functions/domain/catalog/seed/nadac-catalog.json) and the
 * index of the sources it is checked against (nadac-source-index.json) from:
 * - nadac_<date>_by_description.csv: CMS NADAC weekly file, one row per description run. Every
 *   description becomes one formulation served with the run's first NDC and its NADAC per unit;
 * - rxnorm_prescribable_ndc.csv / rxnorm_prescribable_concepts.csv (NLM RxNorm, 2025-10-06):
 *   the RxNorm product of an NDC: its ingredients (read from the product's name), dose form and
 *   volume per device;
 * - fda_ndc_package_names_2018.tsv (FDA NDC Directory 2018-04-24): nonproprietary name and package
 *   description of an NDC.
 * - most-prescribed.json: the project's earlier curated list of the most prescribed drugs (order =
 *   popularity rank, drug class, usual fill quantity).
 *
 * Identity: one drug per ingredient set (RxNorm's, else FDA's, else the NADAC name's) holds its
 * generic and every brand name of it; a brand name is in one drug only, and store-brand OTC
 * products ("Allergy Rlf (Fexo)") sit under the drug of their ingredient. Each label's usual
 * formulation (priced when no strength is asked) is its prescription product with a strength
 * and the most NDCs in RxNorm; without RxNorm data it stays the first one listed: tablets and
 * capsules, lowest strength. Packages: see packages.ts.
 * `npm start` and `npm test` never run this: they read its committed output.
 */
const dataDir = process.argv[2] ?? join(process.cwd(), '..', 'shared', 'data');
const NADAC_FILE = 'nadac_2026-04-29_by_description.csv';
const FDA_FILE = 'fda_ndc_package_names_2018.tsv';
const outDir = join(import.meta.dirname, '..', '..', 'domain', 'catalog', 'seed');

const read = (file: string) => readFileSync(join(dataDir, file), 'utf8');
const nadacText = read(NADAC_FILE);
const fdaText = read(FDA_FILE);
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

// RxNorm: NDC -> rxcui -> the product its name describes.
const rxcuiOf = new Map<string, string>();
const ndcCountOf = new Map<string, number>();
const ndcsOf = new Map<string, string[]>();
for (const line of read('rxnorm_prescribable_ndc.csv').split('\n').slice(1)) {
  const [ndc, rxcui] = line.split(',');
  if (!ndc || !rxcui) continue;
  if (!rxcuiOf.has(ndc)) rxcuiOf.set(ndc, rxcui);
  // How many NDCs (labelers x packages, repackagers included) RxNorm lists for a product: makers
  // and repackagers list the strengths pharmacies dispense most, so it stands in for fill counts,
  // which no public file here gives per strength.
  ndcCountOf.set(rxcui, (ndcCountOf.get(rxcui) ?? 0) + 1);
  ndcsOf.set(rxcui, [...(ndcsOf.get(rxcui) ?? []), ndc]);
}
const productOfRxcui = new Map<string, RxNormProduct>();
/** The extract's own ingredient rows (IN), for the names shown; they lack ingredients starting with "A". */
const inIngredientsOf = new Map<string, string[]>();
/** 'gabapentin 300 mg oral capsule' -> its SCD, for NADAC NDCs RxNorm does not list. */
const scdByName = new Map<string, string>();
for (const { row } of csvRows(read('rxnorm_prescribable_concepts.csv'))) {
  if (!row?.rxcui || !row.name || !['SCD', 'SBD', 'GPCK', 'BPCK'].includes(row.tty!)) continue;
  if (!productOfRxcui.has(row.rxcui)) productOfRxcui.set(row.rxcui, readRxNormName(row.name));
  if (row.tty === 'SCD') scdByName.set(row.name.toLowerCase(), row.rxcui);
  if ((row.tty === 'SCD' || row.tty === 'SBD') && row.ingredient_tty === 'IN' && row.ingredient_name) {
    inIngredientsOf.set(row.rxcui, [...(inIngredientsOf.get(row.rxcui) ?? []), row.ingredient_name]);
  }
}

// FDA: NDC -> "PROPRIETARY (nonproprietary) package description".
const fda = new Map<string, { generic: string; pack: string }>();
for (const line of fdaText.split('\n').slice(1)) {
  const m = /^NDC:(\d{11})\t"?(.*?)"?$/.exec(line.trim());
  if (!m) continue;
  const named = /^[^(]*\(([^)]*)\)\s*(.*)$/.exec(m[2]!);
  fda.set(m[1]!, { generic: named?.[1] ?? '', pack: named?.[2] ?? m[2]! });
}

/** A form for a description that names none and RxNorm does not list: an enema, a tincture, a spray, a liquid dosed per mL. */
function unnamedForm(parsed: ParsedDescription, unit: NadacRow['pricingUnit']): string {
  if (unit !== 'ML') return parsed.form;
  if (/\bENEMA\b/.test(parsed.name)) return 'Enema';
  if (/\bTINCTURE\b/.test(parsed.name)) return 'Tincture';
  if (/\/spray$/.test(parsed.strength)) return 'Spray';
  if (/\bPPM\b|\d+PPM\b/.test(parsed.name)) return 'Toothpaste';
  if (/\/(5 ?)?(mL)?$/.test(parsed.strength)) return 'Liquid';
  return parsed.form;
}

/** Counted units (tablets, capsules, softgels, films...): priced by the unit, offered as 30, 60, 90. */
const COUNTED = /^Each$|\b(Tablets?|Capsules?|Chewable|ODT|Film|Lozenges?|Troche|Gum|Suppository|Wafer|Softgel|Caplet|Gelcap|Geltab|Pulvule|Solutab|Infatab|Minitab|Osm-Tab|Insert|Ovule)\b/;

// One formulation per description: the first NDC of its first run.
const firstByDescription = new Map<string, NadacRow>();
for (const r of nadac) if (!firstByDescription.has(r.description)) firstByDescription.set(r.description, r);

interface Built {
  row: NadacRow;
  parsed: ParsedDescription;
  /** The NADAC form, else RxNorm's dose form in the site's words. */
  form: string;
  labelName: string;
  brand: boolean;
  rxcui: string;
  rx: RxNormProduct | undefined;
  /** Ingredient names from RxNorm, else FDA; [] when neither lists the NDC. */
  ingredients: string[];
  key: string;
  /** The drug (group) it belongs to, by its generic name, and its label there. */
  group: string;
  label: string;
}
const built: Built[] = [...firstByDescription.values()].map((row) => {
  const parsed = parseDescription(row.description);
  const rxcui = rxcuiOf.get(row.ndc) ?? '';
  const rx = productOfRxcui.get(rxcui);
  const fdaNamed = fdaIngredients(fda.get(row.ndc)?.generic ?? '');
  const ingredients = rx?.ingredients.length ? rx.ingredients : fdaNamed;
  const form = parsed.form === 'Each' ? (rx ? siteForm(rx.doseForm) : undefined) ?? unnamedForm(parsed, row.pricingUnit) : parsed.form;
  const labelName = titleCase(parsed.name);
  return { row, parsed, form, labelName, brand: row.classification !== 'G', rxcui, rx, ingredients, key: ingredientKey(ingredients), group: labelName, label: labelName };
});

// A brand row neither RxNorm nor FDA lists (a newer NDC, strength or form) is the product of the
// generic NADAC pairs it with (same form and strength, priced at generic_nadac_per_unit), else of
// its brand name's other rows.
for (const b of built) {
  if (!b.brand || b.key || b.row.genericUnitCost === null) continue;
  const paired = built.find((g) => !g.brand && g.key && g.form === b.form && g.parsed.strength === b.parsed.strength && g.row.unitCost === b.row.genericUnitCost);
  if (paired) Object.assign(b, { key: paired.key, ingredients: paired.ingredients });
}
for (const b of built) {
  if (!b.brand || b.key) continue;
  const siblings = built.filter((x) => x.brand && x.key && x.labelName === b.labelName);
  const sibling = siblings.find((x) => x.form === b.form) ?? siblings.find((x) => x.key === mostCommon(siblings.map((y) => y.key)));
  if (sibling) Object.assign(b, { key: sibling.key, ingredients: sibling.ingredients });
}

// ── The curated list, and the keys it is looked up by ──

/** The old name-only key of the curated list: 'Atorvastatin Calcium' and 'ATORVASTATIN' -> 'atorvastatin'; 'insulin glargine' keeps both words. */
const SALTS = /\b(hydrochloride|hcl|sodium|potassium|calcium|magnesium|sulfate|besylate|maleate|tartrate|succinate|mesylate|fumarate|citrate|acetate|phosphate|bromide|er|xl|xr|sr|dr|ec|hfa|odt|cr|la)\b/g;
const oneKey = (s: string) => s.trim().replace(/^(\S+)(.*)$/, (_m, first: string, rest: string) => first + rest.replace(SALTS, ' ')).split(/[\s,]+/).filter(Boolean).slice(0, s.trim().startsWith('insulin') ? 2 : 1).join(' ');
const nameKey = (s: string) => s.toLowerCase().split(/ and |-| \/ |\//).map(oneKey).filter(Boolean).sort().join('+');

const curatedByName = new Map<string, { index: number; generic: string; drugClass: string; commonQty: number; brand: string }>();
mostPrescribed.forEach((d, index) => {
  // aliases: NADAC's own name for a drug the list names otherwise ("Bupropion HCl XL").
  for (const name of [d.generic, d.brand, ...(('aliases' in d ? d.aliases : undefined) ?? [])]) {
    const key = name.toLowerCase();
    if (!curatedByName.has(key)) curatedByName.set(key, { index, generic: d.generic, drugClass: d.drugClass, commonQty: d.commonQty, brand: d.brand });
  }
});
type Curated = NonNullable<ReturnType<typeof curatedByName.get>>;
// Extended release is another product; delayed release (DR, EC) is how PPIs are made anyway.
const release = (name: string) => (/\b(ER|XL|XR|SR|CD|LA|CR|24HR|12HR)\b/i.test(name) ? 'extended' : 'immediate');
const curatedKey = (name: string) => `${nameKey(name)}|${release(name)}`;
/** A name that picks one form ("Albuterol Sulfate HFA", "Diclofenac Gel") matches by name only. */
const PICKS_A_FORM = /\b(HFA|Tablet|Suspension|Gel|Nasal|Ophthalmic|Patch|Chewable|Concentrate|Auto-Injector|Cream|Solution)\b/i;
const curatedByKey = new Map<string, Curated | null>();
for (const c of curatedByName.values()) {
  if (PICKS_A_FORM.test(c.generic)) continue;
  const key = curatedKey(c.generic);
  const had = curatedByKey.get(key);
  curatedByKey.set(key, had === undefined || had?.generic === c.generic ? c : null);
}

/** The most common of some strings (ties: the first seen); undefined for none. */
function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}
// ── Generic drugs: a generic row starts as its own drug, named as NADAC names it ──
const generics = built.filter((b) => !b.brand);
const membersOf = (name: string) => built.filter((b) => b.group === name);
/** A drug's ingredient key: its rows' most common, else its name's. */
function groupKey(name: string): string {
  return mostCommon(membersOf(name).map((m) => m.key).filter(Boolean)) ?? ingredientKey(name.split('-'));
}
/** The drug named by its ingredients ("Semaglutide", "Dapagliflozin-Metformin"). */
const ingredientsName = (ingredients: string[]) => titleCase(ingredients.map(saltFreeIngredient).join('-').toUpperCase());

// ── Store brands: an OTC generic row whose name is not its ingredients ("Allergy Rlf (Fexo)",
// "Mucus ER") joins the drug named by its ingredients, as a label of its own ──
for (const b of generics) {
  if (!b.row.otc || !b.key || namesItsIngredients(b.labelName, b.ingredients)) continue;
  const targets = [...new Set(generics.filter((g) => g.key === b.key && g !== b && namesItsIngredients(g.group, b.ingredients)).map((g) => g.group))]
    .sort((x, y) => Number(release(y) === release(b.labelName)) - Number(release(x) === release(b.labelName)) || membersOf(y).length - membersOf(x).length);
  b.group = targets[0] ?? ingredientsName(b.ingredients);
}

// ── Brands: every row of one brand name and ingredient set goes to one drug: the generic of that
// ingredient set that sells the brand's strengths (NADAC's pairing first), with the brand's
// release; with no such generic, the brand-only drug of that ingredient set ──
const genericGroups = new Map<string, string[]>();
for (const name of new Set(generics.map((g) => g.group))) {
  const key = groupKey(name);
  genericGroups.set(key, [...(genericGroups.get(key) ?? []), name]);
}
const sameProduct = (a: Built, b: Built) => a.form === b.form && strengthKey(a.parsed.strength) === strengthKey(b.parsed.strength) && a.row.pricingUnit === b.row.pricingUnit;
const brandBuckets = new Map<string, Built[]>();
for (const b of built.filter((x) => x.brand)) {
  const bucket = `${b.labelName}|${b.key}`;
  brandBuckets.set(bucket, [...(brandBuckets.get(bucket) ?? []), b]);
}
for (const rows of brandBuckets.values()) {
  const { key, labelName, ingredients } = rows[0]!;
  if (!key) continue;
  const score = (group: string) => {
    const members = membersOf(group).filter((m) => !m.brand);
    let s = 1000 * Number(release(group) === release(labelName)) + 500 * Number(namesItsIngredients(group, ingredients)) + members.length / 10000;
    for (const r of rows) {
      if (members.some((m) => sameProduct(m, r) && m.row.unitCost === r.row.genericUnitCost)) s += 100;
      else if (members.some((m) => sameProduct(m, r))) s += 10;
    }
    return s;
  };
  const best = [...(genericGroups.get(key) ?? [])].sort((x, y) => score(y) - score(x))[0];
  for (const r of rows) r.group = best ?? ingredientsName(ingredients);
}

// ── A drug of the curated list keeps its name there ("Metoprolol Succinate ER", not NADAC's
// "Metoprolol Succ ER"; "Dextroamphetamine-Amphetamine" for NADAC's "Dextroamp-Amphetamin"): its
// id, the tools' reference data and bookmarked URLs stay the same. A drug matches by its name, by
// its ingredients and release where its name spells them out, or by a brand the list names with
// that release ("Ventolin HFA": "Albuterol HFA" is "Albuterol Sulfate HFA"; "Klor-Con" does not
// make IR potassium chloride "Potassium Chloride ER"). A generic named otherwise ("Syeda") keeps its name ──
const curatedByIngredients = new Map<string, Curated | null>();
for (const c of curatedByName.values()) {
  if (PICKS_A_FORM.test(c.generic)) continue;
  const key = `${ingredientKey(nameIngredients(c.generic))}|${release(c.generic)}`;
  const had = curatedByIngredients.get(key);
  curatedByIngredients.set(key, had === undefined || had?.generic === c.generic ? c : null);
}
const renamed = new Map<string, Curated>();
for (const name of new Set(built.map((b) => b.group))) {
  const members = membersOf(name);
  const key = groupKey(name);
  const spelled = namesItsIngredients(name, key.split('+'));
  const brandOnly = members.every((m) => m.brand);
  const byBrand = members.filter((m) => m.brand).map((m) => curatedByName.get(m.labelName.toLowerCase())).find((c) => c && (brandOnly || release(c.generic) === release(name)));
  // (The list's old key reads only a name's first word: not for a brand-only drug named by its ingredients, "Gabapentin Enacarbil".)
  const hit = curatedByName.get(name.toLowerCase()) ?? (brandOnly ? undefined : curatedByKey.get(curatedKey(name)))
    // By ingredients only where the name abbreviates them ("Dextroamp-Amphetamin"; not "Nitrofurantoin", the suspension, for Macrobid).
    ?? (spelled && ingredientKey(nameIngredients(name)) !== key ? curatedByIngredients.get(`${key}|${release(name)}`) : undefined)
    ?? (spelled || brandOnly ? byBrand : undefined);
  if (hit) renamed.set(name, hit);
}
for (const b of built) b.group = renamed.get(b.group)?.generic ?? b.group;
// A generic row is a product of its drug's own generic label; a store brand and a brand keep their names.
for (const b of generics) b.label = namesItsIngredients(b.labelName, b.ingredients) || !b.row.otc || !b.key ? b.group : b.labelName;

// ── Every label name names one drug: a brand name sold with two ingredient sets ("Systane" drops
// and "Systane" hypromellose gel) keeps its plain name where it has the most products; elsewhere
// it is qualified by its drug ("Systane (Hypromellose)") ──
const groupsOfLabel = new Map<string, Map<string, number>>();
for (const b of built) {
  const byGroup = groupsOfLabel.get(b.label.toLowerCase()) ?? new Map<string, number>();
  byGroup.set(b.group, (byGroup.get(b.group) ?? 0) + 1);
  groupsOfLabel.set(b.label.toLowerCase(), byGroup);
}
for (const [label, byGroup] of groupsOfLabel) {
  if (byGroup.size < 2) continue;
  const keep = [...byGroup.entries()].sort((a, b) => b[1] - a[1] || Number(b[0].toLowerCase() === label) - Number(a[0].toLowerCase() === label) || a[0].localeCompare(b[0]))[0]![0];
  for (const b of built) if (b.label.toLowerCase() === label && b.group !== keep) b.label = `${b.label} (${b.group})`;
}

// ── Packages ──
/**
 * The usual package of a product the extracts do not describe (the products' prescribing
 * information, "How Supplied"): an insulin vial holds 10 mL and insulin pens and cartridges come
 * five 3 mL to a box; single-dose pens taken once a week come four to a carton (a month); a
 * single-dose device or vial of a per-mL strength ("75 MG/ML PEN") holds 1 mL.
 */
function convention(b: Built, volumeMl: number | undefined): { count: number; volumeMl?: number } | undefined {
  if (b.row.pricingUnit !== 'ML') return undefined;
  const insulin = /\binsulin\b/.test(b.key);
  if (insulin && /Vial/.test(b.form)) return { count: 1, volumeMl: 10 };
  if (insulin && /Pen|SoloStar|FlexTouch|Cartridge/.test(b.form) && !/\b[2-5]00 units/.test(b.parsed.strength)) return { count: 5, volumeMl: 3 };
  if (/^(tirzepatide|semaglutide|dulaglutide)$/.test(b.key) && volumeMl !== undefined && volumeMl <= 1) return { count: 4 };
  if (volumeMl === undefined && /\b(mg|mcg|units)\/mL$/.test(b.parsed.strength) && /Pen|Syringe|Auto-Injector|Vial/.test(b.form)) return { count: 1, volumeMl: 1 };
  return undefined;
}
/** FDA package descriptions by ingredient key, for products nothing else describes. */
const fdaByKey = new Map<string, string[]>();
for (const { generic, pack } of fda.values()) {
  const key = ingredientKey(fdaIngredients(generic));
  if (key) fdaByKey.set(key, [...(fdaByKey.get(key) ?? []), pack]);
}
// A product without a form word is counted unless its strength is per mL (a pen or vial NADAC prices each).
const counted = (b: Built) => b.row.pricingUnit === 'EA' && COUNTED.test(b.form) && !(b.form === 'Each' && /mL/.test(b.parsed.strength));
const ownPack = new Map<Built, Pack | undefined>();
for (const b of built) {
  const text = fda.get(b.row.ndc)?.pack;
  ownPack.set(b, counted(b) || !text ? undefined : fdaPack(text, b.row.pricingUnit, b.form));
}
/** Inhalers NADAC prices per dose (a Diskus, an Ellipta) or, at tens of dollars an each, per inhaler (a Flexhaler, a RespiClick). */
const DOSE_DEVICE = /Inhaler|Diskus|Ellipta|Flexhaler|Respiclick|Inhub|Twisthaler/i;
const PER_DEVICE_EACH = 20;
function packOf(b: Built): Pack | undefined {
  const pack = anyPackOf(b);
  if (pack && b.row.pricingUnit === 'EA' && DOSE_DEVICE.test(b.form) && b.row.unitCost >= PER_DEVICE_EACH) return { size: 1, count: 1, source: pack.source };
  return pack;
}
function anyPackOf(b: Built): Pack | undefined {
  if (counted(b)) return undefined;
  const own = ownPack.get(b);
  if (own) return own;
  // The same product: other NDCs of its RxNorm product, and the drug's formulations of the same form and strength (a brand and its generic).
  const sameProductPacks = [
    ...(ndcsOf.get(b.rxcui) ?? []).filter((n) => n !== b.row.ndc && fda.has(n)).slice(0, 50).flatMap((n) => { const p = fdaPack(fda.get(n)!.pack, b.row.pricingUnit, b.form); return p ? [p] : []; }),
    ...built.filter((x) => x !== b && x.group === b.group && sameProduct(x, b)).flatMap((x) => { const p = ownPack.get(x); return p ? [p] : []; }),
  ];
  // Ingredients nothing lists are read from the name ("Ciprofloxacin-Hydrocort": ciprofloxacin and hydrocortisone).
  const key = b.key || [...fdaByKey.keys()].find((k) => namesItsIngredients(b.labelName, k.split('+'))) || '';
  const sameIngredientPacks = (fdaByKey.get(key) ?? []).slice(0, 50).flatMap((text) => { const p = fdaPack(text, b.row.pricingUnit, b.form); return p ? [p] : []; });
  const sameFormPacks = built.filter((x) => x !== b && x.group === b.group && x.form === b.form && x.row.pricingUnit === b.row.pricingUnit)
    .flatMap((x) => { const p = ownPack.get(x); return p ? [p] : []; });
  const rxVolume = b.rx?.volumeMl;
  const usual = convention(b, descriptionVolume(b.parsed.strength, b.form) ?? rxVolume);
  return inferredPack({
    unit: b.row.pricingUnit, form: b.form, strength: b.parsed.strength, packCount: b.parsed.packCount,
    ...(rxVolume !== undefined ? { rxVolumeMl: rxVolume } : {}), sameProduct: sameProductPacks, sameForm: sameFormPacks, sameIngredients: sameIngredientPacks,
    ...(usual ? { convention: usual } : {}),
  });
}

const otcNdcs = new Set(nadac.filter((r) => r.otc).map((r) => r.ndc));
/** A formulation's RxNorm product: its NDC's, else the plain oral tablet or capsule of that one ingredient and strength. */
function productOf(f: CatalogFormulationRow, ingredients: string[]): string | undefined {
  if (f[9]) return f[9];
  if (ingredients.length !== 1 || (f[2] !== 'Tablet' && f[2] !== 'Capsule')) return undefined;
  return scdByName.get(`${ingredients[0]} ${f[4]} ${f[5]} oral ${f[2]}`.toLowerCase());
}

/** The formulation a label opens on: prescription products with a strength first, then the one listed under the most NDCs in RxNorm. */
function usualIndex(rows: CatalogFormulationRow[], ingredients: string[]): number {
  const listed = rows.map((f) => ndcCountOf.get(productOf(f, ingredients) ?? '') ?? 0);
  const rank = rows.map((f) => 2 * Number(!otcNdcs.has(f[0])) + Number(f[3] !== ''));
  let best = 0;
  for (let i = 1; i < rows.length; i += 1) {
    if (rank[i]! > rank[best]! || (rank[i] === rank[best] && listed[i]! > listed[best]!)) best = i;
  }
  return listed[best]! > 0 || rank[best]! > rank[0]! ? best : 0;
}

const groups = new Map<string, Built[]>();
for (const b of built) groups.set(b.group, [...(groups.get(b.group) ?? []), b]);

const packageSources = new Map<string, number>();
const groupRows: (CatalogGroupRow & { popularity: number })[] = [...groups.entries()].map(([generic, members]) => {
  const curated = curatedByName.get(generic.toLowerCase()) ?? members.map((m) => curatedByName.get(m.labelName.toLowerCase())).find(Boolean);
  const labels = new Map<string, { rows: Built[]; formulations: CatalogFormulationRow[]; keys: Map<string, Built> }>();
  // Prescription products first, tablets and capsules first (what most fills are), strengths ascending.
  const formRank = (form: string) => (form === 'Tablet' ? 0 : form === 'Capsule' ? 1 : COUNTED.test(form) ? 2 : 3);
  const sorted = [...members].sort((a, b) => Number(a.row.otc) - Number(b.row.otc) || formRank(a.form) - formRank(b.form) || a.form.localeCompare(b.form) || a.parsed.dosageQuantity - b.parsed.dosageQuantity || a.row.description.localeCompare(b.row.description));
  for (const m of sorted) {
    const label = labels.get(m.label) ?? { rows: [], formulations: [], keys: new Map<string, Built>() };
    labels.set(m.label, label);
    const { parsed, row } = m;
    const key = `${m.form}|${parsed.strength}`;
    const twin = label.keys.get(key);
    if (!twin) label.keys.set(key, m);
    const pack = packOf(m);
    packageSources.set(pack?.source ?? 'counted', (packageSources.get(pack?.source ?? 'counted') ?? 0) + 1);
    const size = pack?.size ?? 0;
    const commonQty = pack ? size : curated?.commonQty ?? 30;
    // Two descriptions that read the same after parsing keep the words that tell them apart ("18 mg/3 mL (3-pak)").
    const own = twin ? row.description.split(' ').filter((w) => !twin.row.description.split(' ').includes(w)).join(' ').toLowerCase() : '';
    const strength = twin ? `${parsed.strength} (${own || row.description.toLowerCase()})`.trim() : parsed.strength;
    label.rows.push(m);
    label.formulations.push([row.ndc, row.description, m.form, strength, parsed.dosageQuantity, parsed.dosageUnit, row.pricingUnit, size, commonQty, m.rxcui, pack?.count ?? 0, pack?.source ?? '', pack?.noun ?? '']);
  }
  const ingredients = [...new Set(shownIngredients(members) ?? generic.toLowerCase().replace(/\s+(er|xl|sr|ec|dr|hfa|odt)$/i, '').split('-').map((s) => s.trim()))];
  // In the order the name gives them: Lisinopril-Hydrochlorothiazide = lisinopril, hydrochlorothiazide.
  const at = (ingredient: string) => { const i = generic.toLowerCase().indexOf(ingredient.split(' ')[0]!); return i < 0 ? Infinity : i; };
  ingredients.sort((a, b) => at(a) - at(b));
  // A brand opens as the drug's generic (rules#states) only when the generic is sold in one of its strengths and forms.
  const genericLabelOf = (rows: Built[]) => (labels.get(generic)?.rows.some((g) => !g.brand && rows.some((r) => sameProduct(g, r))) ? generic : '');
  const isGeneric = (l: { rows: Built[] }) => l.rows.some((r) => !r.brand);
  // The best-known brand: the curated one, else the brand with the most formulations.
  const brands = [...labels.entries()].filter(([, l]) => !isGeneric(l))
    .sort(([na, a], [nb, b]) => Number(nb === curated?.brand) - Number(na === curated?.brand) || b.formulations.length - a.formulations.length)
    .map(([n]) => n);
  // The drug's own generic label first, then store brands, then brands (the best-known first).
  const order = ([name, l]: [string, { rows: Built[] }]) => (name === generic ? 0 : isGeneric(l) ? 1 : 2 + brands.indexOf(name));
  return {
    generic,
    brand: brands[0] ?? '',
    drugClass: curated?.drugClass ?? '',
    ingredients,
    rx: members.every((m) => m.row.otc) ? 'OTC' : 'Rx',
    popularity: curated?.index ?? Number.MAX_SAFE_INTEGER,
    labels: [...labels.entries()].sort((a, b) => order(a) - order(b))
      .map(([name, l]): CatalogLabelRow => [name, isGeneric(l) ? 'G' : 'B', l.formulations, usualIndex(l.formulations, ingredients), isGeneric(l) ? '' : genericLabelOf(l.rows)]),
  };
});
groupRows.sort((a, b) => a.popularity - b.popularity || b.labels.length - a.labels.length || a.generic.localeCompare(b.generic));

/**
 * A drug's ingredients as shown: RxNorm's own ingredient names where the extract has all of them
 * (it lacks those starting with "A"), else the most common salt-free names its products carry.
 */
function shownIngredients(members: Built[]): string[] | undefined {
  const complete = members.map((m) => inIngredientsOf.get(m.rxcui)).find((list, i) => list && list.length === new Set(members[i]!.rx?.ingredients.map((x) => ingredientWords(x).join(' '))).size);
  if (complete) return complete;
  const lists = members.map((m) => m.ingredients.map((i) => ingredientWords(i).join(' '))).filter((l) => l.length > 0).map((l) => JSON.stringify(l));
  const common = mostCommon(lists);
  return common ? (JSON.parse(common) as string[]) : undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const source = { file: NADAC_FILE, asOf, sha256: sha256(nadacText), rows: nadac.length, descriptions: firstByDescription.size };
const file: CatalogFile = {
  source,
  groups: groupRows.map(({ popularity: _p, ...g }) => g),
  costs: [...firstByDescription.values()].map((r) => [r.ndc, r.unitCost, r.effectiveDate, r.genericUnitCost]),
};
const fdaRows = [...firstByDescription.values()].flatMap((r) => (fda.has(r.ndc) ? [[r.ndc, fda.get(r.ndc)!.pack] as const] : []));
const problems = implausiblePackages(file, new Map(fdaRows));
if (problems.length > 0) {
  console.error(`${problems.length} implausible packages; nothing written:\n${problems.join('\n')}`);
  process.exit(1);
}
const lines = (items: unknown[]) => `[\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]`;
writeFileSync(join(outDir, 'nadac-catalog.json'),
  `{"source":${JSON.stringify(source)},\n"groups":${lines(file.groups)},\n"costs":${lines(file.costs)}}\n`);
// The source file's every row (NDC -> description, NADAC per unit), and the FDA package description
// of every served NDC the FDA extract lists, for the unit tests that check what is served.
const fdaSource = { file: FDA_FILE, asOf: '2018-04-24', sha256: sha256(fdaText) };
writeFileSync(join(outDir, 'nadac-source-index.json'),
  `{"source":${JSON.stringify(source)},\n"rows":${lines(nadac.map((r) => [r.ndc, r.description, r.unitCost]))},\n"fda":{"source":${JSON.stringify(fdaSource)},\n"packages":${lines(fdaRows)}}}\n`);
const formulations = file.groups.reduce((n, g) => n + g.labels.reduce((m, l) => m + l[2].length, 0), 0);
const brandLabels = file.groups.reduce((n, g) => n + g.labels.filter((l) => l[1] === 'B').length, 0);
console.log(`catalog: ${file.groups.length} drug groups, ${formulations} products (${file.costs.length} NDCs), ${brandLabels} brand names, ${file.groups.filter((g) => g.labels.some((l) => l[1] === 'G')).length} groups with a generic`);
console.log(`packages by source: ${[...packageSources].map(([s, n]) => `${s} ${n}`).join(', ')}`);
