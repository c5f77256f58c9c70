/**
 * Salt-free names: people type "metformin", "metoprolol" or "bupropion"; NADAC names the products
 * "Metformin HCL", "Metoprolol Tartrate", "Bupropion HCl" (the salt is part of the USAN name). A
 * label whose name is another name plus one salt word also answers to that shorter name, unless a
 * label already has it or two labels would share it (e.g. "Heparin Sod" and "Heparin Sodium").
 * Forms stay distinct: "Metoprolol Succinate ER" ends in ER, so "metoprolol" is the tartrate.
 */
const SALT_WORDS = new Set([
  'hcl', 'hydrochloride', 'hydrobromide', 'sodium', 'sod', 'disodium', 'potassium', 'calcium', 'magnesium', 'sulfate', 'citrate', 'acetate',
  'tartrate', 'bitartrate', 'succinate', 'maleate', 'mesylate', 'besylate', 'fumarate', 'bromide', 'hyclate', 'phosphate', 'mononitrate',
  'propionate', 'dipropionate', 'furoate', 'valerate', 'tosylate', 'lactate', 'gluconate', 'pamoate', 'oxalate', 'xinafoate', 'monohydrate',
]);
/** Minerals that are a salt's first word ("Calcium Acetate", "Magnesium Citrate"): alone they name a supplement, not this product. */
const NOT_A_DRUG_ALONE = new Set(['calcium', 'magnesium', 'potassium', 'sodium', 'ammonium', 'ferric', 'ferrous', 'zinc']);

/** The name without its final salt word (lower case), or undefined when it does not end in one. */
export function saltFreeName(normalisedName: string): string | undefined {
  const words = normalisedName.split(' ');
  if (words.length < 2 || !SALT_WORDS.has(words.at(-1)!)) return undefined;
  const base = words.slice(0, -1).join(' ');
  return NOT_A_DRUG_ALONE.has(base) ? undefined : base;
}

/** Each salt-free name that exactly one label answers to and no label is called, with that label's name. */
export function saltFreeAliases(normalisedLabelNames: readonly string[]): Map<string, string> {
  const taken = new Set(normalisedLabelNames);
  const claims = new Map<string, string[]>();
  for (const name of taken) {
    const base = saltFreeName(name);
    if (base && !taken.has(base)) claims.set(base, [...(claims.get(base) ?? []), name]);
  }
  return new Map([...claims].filter(([, names]) => names.length === 1).map(([base, names]) => [base, names[0]!]));
}
