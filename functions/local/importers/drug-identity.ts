/**
 * What a product is, for grouping the catalog: its ingredients (from RxNorm, else FDA, else its
 * NADAC name), compared without salts ("metformin hydrochloride" = "metformin") but with every
 * other word ("fluticasone propionate" is not "fluticasone furoate", "insulin glargine-yfgn" is
 * not "insulin glargine").
 */

/** A salt or hydrate named after the active moiety; dropped after the first word ("potassium chloride" keeps "potassium"). */
const SALT_WORDS = new Set([
  'hydrochloride', 'hcl', 'hydrobromide', 'sodium', 'sod', 'disodium', 'potassium', 'calcium', 'magnesium', 'sulfate', 'besylate', 'maleate',
  'tartrate', 'bitartrate', 'succinate', 'mesylate', 'fumarate', 'hemifumarate', 'citrate', 'acetate', 'phosphate', 'bromide', 'hyclate',
  'monohydrate', 'dihydrate', 'trihydrate', 'anhydrous', 'hydrate', 'hemihydrate', 'sesquihydrate', 'aspartate', 'saccharate', 'gluconate',
  'lactate', 'oxalate', 'pamoate', 'xinafoate', 'tosylate', 'bisulfate', 'dimesylate', 'trifenatate', 'medoxomil', 'axetil', 'cilexetil',
  'mofetil', 'proxetil', 'erbumine', 'dipotassium', 'trisodium', 'zinc',
]);
/** Release and device words a NADAC name carries ("Metformin HCL ER", "Albuterol HFA"): not ingredients. */
const NOT_INGREDIENT_WORDS = new Set(['er', 'xl', 'xr', 'sr', 'dr', 'ec', 'hfa', 'odt', 'cr', 'la', 'cd', 'ir']);

/** FDA's names for what RxNorm calls otherwise: regular human insulin is "insulin human" to FDA, "insulin, regular, human" to RxNorm. */
const SYNONYMS: Record<string, string> = { 'insulin human': 'insulin regular human', 'human insulin': 'insulin regular human' };

/** One ingredient as words: lower case, punctuation gone, salts after the first word dropped, numbers dropped. */
export function ingredientWords(name: string): string[] {
  const lower = name.toLowerCase().trim();
  const words = (SYNONYMS[lower] ?? lower).replace(/[(),[\]]/g, ' ').split(/\s+/).filter((w) => w && !/^[\d.,%]+$/.test(w));
  return words.filter((w, i) => (i === 0 || !SALT_WORDS.has(w)) && !NOT_INGREDIENT_WORDS.has(w));
}

/** An ingredient's name without its salt, as a drug is named: "metformin hydrochloride" -> "metformin", "polyethylene glycol 400" kept whole. */
export function saltFreeIngredient(name: string): string {
  const words = name.toLowerCase().replace(/[(),[\]]/g, ' ').split(/\s+/).filter(Boolean);
  return words.filter((w, i) => i === 0 || !SALT_WORDS.has(w)).join(' ');
}

/** The ingredients of a product as one comparable key: sorted, salt-free, '+'-joined. */
export function ingredientKey(ingredients: readonly string[]): string {
  return [...new Set(ingredients.map((i) => ingredientWords(i).join(' ')).filter(Boolean))].sort().join('+');
}

/** An FDA nonproprietary name's ingredients: "dapagliflozin and metformin hydrochloride" -> two. */
export function fdaIngredients(generic: string): string[] {
  return generic.split(/,\s*(?:and\s+)?|\s+and\s+/i).map((s) => s.trim()).filter(Boolean);
}

/** A NADAC name's ingredients, as far as the name gives them: "Lisinopril-Hydrochlorothiazide" -> two. */
export function nameIngredients(name: string): string[] {
  return name.split(/-|\//).map((s) => s.trim()).filter(Boolean);
}

/**
 * Whether a name spells out its ingredients, allowing NADAC's abbreviations ("Fexofenadine-PSE ER"
 * names fexofenadine and pseudoephedrine): each part's words start the ingredient's words, in order.
 * "Allergy Rlf (Fexo)" or "Mucus ER" do not: they are store-brand names.
 */
export function namesItsIngredients(name: string, ingredients: readonly string[]): boolean {
  const parts = nameIngredients(name).map(ingredientWords).filter((w) => w.length > 0);
  const wanted = [...new Set(ingredients.map((i) => ingredientWords(i).join(' ')))].map((i) => i.split(' '));
  if (parts.length === 0 || parts.length !== wanted.length) return false;
  const left = [...wanted];
  // Each word starts the ingredient's word ("Fexofenadine-PSE"), or one word is its initials ("Drospirenone-EE").
  const spells = (part: string[], words: string[]) => (part.length <= words.length && part.every((w, i) => words[i]!.startsWith(w)))
    || (part.length === 1 && words.length > 1 && part[0] === words.map((w) => w[0]).join(''));
  for (const part of parts) {
    const at = left.findIndex((words) => spells(part, words));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/** What an RxNorm concept name says about one product. */
export interface RxNormProduct {
  /** Ingredient names as RxNorm writes them, salts included ("metformin hydrochloride"). */
  ingredients: string[];
  /** mL in one device or container, when the name gives it ("3 ML insulin glargine ... Pen Injector"). */
  volumeMl?: number;
  /** "Oral Tablet", "Pen Injector", "Ophthalmic Solution"; "Pack" for a pack. */
  doseForm: string;
}

/** Words RxNorm puts before a product's quantity or ingredients ("Sensor 3 ML insulin glargine", "Abuse-Deterrent 24 HR ..."). */
const QUALIFIER = /^(?:(?:Sensor|Modified|Osmotic|Abuse-Deterrent|Pediatric|3-Bead|Sprinkle|Preservative-Free|Once-Daily|Twice-Daily|Augmented|Emollient|Home Admin|Atrial Fibrillation)\s+)+/;

/** The products of a pack, "{28 (a 1 MG Oral Tablet) / 7 (b Oral Tablet) } Pack": each outermost bracket but a volume ("(60 ML)"). */
function packProducts(name: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < name.length; i += 1) {
    if (name[i] === '(' && depth++ === 0) from = i + 1;
    if (name[i] === ')' && --depth === 0) out.push(name.slice(from, i));
  }
  return out.filter((s) => !/^[\d.]+ ML$/.test(s));
}

/**
 * Reads an RxNorm clinical or branded drug name (SCD, SBD, GPCK, BPCK): "24 HR metformin
 * hydrochloride 500 MG Extended Release Oral Tablet", "amphetamine aspartate 2.5 MG / ... Oral
 * Tablet [Adderall]", "{28 (...) } Pack [Brand]". The names, not the extract's ingredient columns,
 * are read: the extract lacks ingredients starting with "A", so a combination would lose one.
 */
export function readRxNormName(conceptName: string): RxNormProduct {
  const name = conceptName.replace(/\s*\[[^\]]*\]\s*$/, '').trim();
  // A pack's placebo tablets ("inert ingredients") are no ingredient.
  if (name.startsWith('{')) return { ingredients: [...new Set(packProducts(name).flatMap((s) => readRxNormName(s).ingredients))].filter((i) => i !== 'inert ingredients'), doseForm: 'Pack' };
  // "0.25 MG, 0.5 MG Dose 3 ML semaglutide ...": the doses a pen gives come first.
  let rest = name.replace(QUALIFIER, '').replace(/^(?:[\d.]+ MG,? )+Dose /, '');
  let volumeMl: number | undefined;
  const quantity = /^([\d.]+) (ML|HR|ACTUAT|DAY|MG) /.exec(rest);
  if (quantity) {
    if (quantity[2] === 'ML') volumeMl = Number(quantity[1]);
    rest = rest.slice(quantity[0].length);
  }
  const components = rest.split(' / ');
  const ingredients: string[] = [];
  let doseForm = '';
  components.forEach((component, i) => {
    // The amount is the first number followed by an upper-case unit: "polyethylene glycol 400 4 MG/ML" is polyethylene glycol 400.
    const m = /^(.+?)\s+\d[\d.]*\s+(?=[A-Z%])\S+(?:\s+(.*))?$/.exec(component);
    ingredients.push((m?.[1] ?? component).trim());
    if (i === components.length - 1) doseForm = m?.[2]?.trim() ?? '';
  });
  return { ingredients, ...(volumeMl !== undefined ? { volumeMl } : {}), doseForm };
}

/** RxNorm dose forms in the site's form words, for NADAC descriptions that name none. */
export function siteForm(doseForm: string): string | undefined {
  const forms: [RegExp, string][] = [
    [/Chewable Tablet/, 'Chewable Tablet'], [/Disintegrating Oral Tablet/, 'ODT'], [/Sublingual Tablet/, 'Sublingual Tablet'], [/Tablet/, 'Tablet'],
    [/Capsule/, 'Capsule'], [/Pen Injector/, 'Pen'], [/Auto-Injector/, 'Auto-Injector'], [/Prefilled Syringe/, 'Syringe'], [/Cartridge/, 'Cartridge'],
    [/Injectable|Injection/, 'Injection'], [/Ophthalmic (Solution|Suspension|Emulsion)/, 'Eye Drops'], [/Ophthalmic Ointment/, 'Eye Ointment'],
    [/Ophthalmic Gel/, 'Eye Gel'], [/Otic/, 'Ear Drops'], [/Nasal Spray/, 'Nasal Spray'], [/Metered Dose Inhaler|Dry Powder Inhaler/, 'Inhaler'],
    [/Inhalation (Solution|Suspension)/, 'Nebulizer Solution'], [/Oral Solution/, 'Oral Solution'], [/Oral Suspension/, 'Oral Suspension'],
    [/Transdermal System/, 'Patch'], [/Topical Cream|^Cream/, 'Cream'], [/Ointment/, 'Ointment'], [/Topical Gel/, 'Gel'], [/Lotion/, 'Lotion'],
    [/Topical Solution/, 'Topical Solution'], [/Vaginal Cream/, 'Vaginal Cream'], [/Suppository/, 'Suppository'], [/Shampoo/, 'Shampoo'],
    [/Foam/, 'Foam'], [/Chewing Gum/, 'Gum'], [/Lozenge/, 'Lozenge'], [/Film/, 'Film'], [/Powder/, 'Powder'], [/Granules/, 'Granules'],
    [/Kit/, 'Kit'], [/Pack/, 'Pack'],
  ];
  return forms.find(([words]) => words.test(doseForm))?.[1];
}
