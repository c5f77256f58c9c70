import type { DrugSearchAnswer } from '../../../shared/contracts/drugs';
import { usualFormulation, type DrugGroup, type DrugLabel, type Formulation } from './model';
import type { NameIndex } from './name-index';

/**
 * What a search box's text means, the way people type it: a drug's name ("Lipitor"), a name and a
 * strength ("amoxicillin 500", "lipitor 40 mg"), a misspelling with one clear best match
 * ("atorvastatn"), or a word for a kind of drug ("insulin", "statins"). Anything else is no drug,
 * with the closest names to offer.
 */
export interface SearchCatalog {
  groups: readonly DrugGroup[];
  /** drugsByName(): normalised name -> the drug it opens. */
  byName: ReadonlyMap<string, DrugGroup>;
  names: NameIndex;
}

/**
 * Brand names people search that the catalog (NADAC's generic descriptions) does not carry as a
 * label: the drug each is sold as. Used only when no label has the name.
 */
const BRAND_ALIASES: Readonly<Record<string, string>> = {
  flonase: 'fluticasone propionate',
  keflex: 'cephalexin',
  augmentin: 'amoxicillin-clavulanate',
  norco: 'hydrocodone-acetaminophen',
  vicodin: 'hydrocodone-acetaminophen',
  percocet: 'oxycodone-acetaminophen',
  tylenol: 'acetaminophen',
  advil: 'ibuprofen',
  motrin: 'ibuprofen',
};

const CLASS_MAX = 20;
const SUGGESTIONS_MAX = 5;
/** "500", "500mg", "40 mg", "0.5 mg", "100 units", "2.5%" at the end of the text. */
const STRENGTH_AT_END = /^(.+?)\s*(\d+(?:\.\d+)?)\s*(mg|mcg|g|ml|units?|iu|meq|%)?$/i;

const normalise = (text: string) => text.replace(/\+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length]!;
}

/** The label a name opens: its own, else (a salt-free or generic name) the drug's first. */
function labelNamed(group: DrugGroup, name: string): DrugLabel {
  return group.labels.find((l) => normalise(l.name) === name) ?? group.labels.find((l) => normalise(l.name).startsWith(`${name} `)) ?? group.labels[0]!;
}

/** The name to open a drug by: the label's own name. */
const openName = (group: DrugGroup, name: string) => labelNamed(group, name).name;

/** A strength typed as a number (with or without its unit) against a formulation's strength. */
function strengthMatches(f: Formulation, amount: string, unit: string | undefined): boolean {
  if (Number(f.dosageQuantity) !== Number(amount)) {
    // "5-325 mg" typed as "5": the first number of a combination's strength.
    const first = /^(\d+(?:\.\d+)?)/.exec(f.strength)?.[1];
    if (first === undefined || Number(first) !== Number(amount)) return false;
  }
  if (!unit) return true;
  const u = unit.toLowerCase().replace(/s$/, '');
  return f.strength.toLowerCase().includes(u) || f.dosageUnit.toLowerCase().replace(/s$/, '') === u;
}

/** The formulation of that strength: in the label named first (its usual form first), else in the drug's other labels. */
function formulationOfStrength(group: DrugGroup, label: DrugLabel, amount: string, unit: string | undefined): { label: DrugLabel; formulation: Formulation } | undefined {
  for (const l of [label, ...group.labels.filter((x) => x !== label)]) {
    const usual = usualFormulation(l);
    const ordered = [usual, ...l.formulations.filter((f) => f !== usual && f.form === usual.form), ...l.formulations.filter((f) => f.form !== usual.form)];
    const hit = ordered.find((f) => strengthMatches(f, amount, unit));
    if (hit) return { label: l, formulation: hit };
  }
  return undefined;
}

/** One clear best match for a misspelt or unfinished name: the only drug within the allowed distance at the best distance, or the only drug the name begins. */
function clearBestMatch(catalog: SearchCatalog, text: string): { group: DrugGroup; name: string } | undefined {
  if (text.length < 4) return undefined;
  const max = text.length >= 8 ? 2 : 1;
  let best = max + 1;
  let hits = new Map<DrugGroup, string>();
  for (const [name, group] of catalog.byName) {
    if (Math.abs(name.length - text.length) > max) continue;
    const d = editDistance(text, name);
    if (d < best) {
      best = d;
      hits = new Map([[group, name]]);
    } else if (d === best && !hits.has(group)) {
      hits.set(group, name);
    }
  }
  const [onlyHit] = [...hits];
  if (best <= max && hits.size === 1 && onlyHit) return { group: onlyHit[0], name: onlyHit[1] };
  // Typed the start of one drug's names only ("atorvast"): that drug.
  const starts = new Map<DrugGroup, string>();
  for (const [name, group] of catalog.byName) if (name.startsWith(text) && !starts.has(group)) starts.set(group, name);
  const [onlyStart] = [...starts];
  if (starts.size === 1 && onlyStart) return { group: onlyStart[0], name: onlyStart[1] };
  // A drug's first word ("hydrocodone", "aspirin"): the most prescribed drug named so.
  const firstWord = [...catalog.byName].filter(([name]) => name.startsWith(`${text} `) || name.startsWith(`${text}-`)).sort(([, a], [, b]) => a.rank - b.rank)[0];
  return firstWord ? { group: firstWord[1], name: firstWord[0] } : undefined;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A word for a kind of drug: the drugs whose class has it as a word, or the drugs whose name has it as a word (insulin glargine, insulin lispro…). */
function drugsOfKind(catalog: SearchCatalog, text: string): { className: string; drugNames: string[] } | undefined {
  if (text.length < 4 || text.includes(' ')) return undefined;
  const words = [text, text.endsWith('s') ? text.slice(0, -1) : `${text}s`];
  const hasWord = (value: string) => {
    const tokens = value.toLowerCase().split(/[^a-z0-9]+/);
    return words.some((w) => tokens.includes(w));
  };
  // A class word ("statin", "insulin") only: a word that is just part of drugs' names ("hydrocodone") opens the most prescribed of them.
  if (!catalog.groups.some((g) => g.drugClass !== '' && hasWord(g.drugClass))) return undefined;
  const members = catalog.groups
    .filter((g) => g.labels.length > 0 && ((g.drugClass !== '' && hasWord(g.drugClass)) || hasWord(g.generic)))
    .sort((a, b) => a.rank - b.rank);
  if (members.length < 2) return undefined;
  const drugNames = [...new Set(members.map((g) => openName(g, normalise(g.generic))))].slice(0, CLASS_MAX);
  return { className: capitalise(words[0]!.replace(/s$/, '')), drugNames };
}

export function resolveSearch(catalog: SearchCatalog, rawText: string): DrugSearchAnswer {
  const text = normalise(rawText);
  if (!text) return { kind: 'none', suggestions: [] };

  const exact = catalog.byName.get(text) ?? (BRAND_ALIASES[text] ? catalog.byName.get(BRAND_ALIASES[text]) : undefined);
  if (exact) return { kind: 'drug', drugName: openName(exact, catalog.byName.has(text) ? text : BRAND_ALIASES[text]!), corrected: !catalog.byName.has(text) };

  const strength = STRENGTH_AT_END.exec(text);
  if (strength) {
    const [, namePart, amount, unit] = strength;
    const name = normalise(namePart!);
    const group = catalog.byName.get(name) ?? (BRAND_ALIASES[name] ? catalog.byName.get(BRAND_ALIASES[name]) : undefined);
    const match = group ? { group, name } : clearBestMatch(catalog, name);
    if (match) {
      const label = labelNamed(match.group, BRAND_ALIASES[match.name] ?? match.name);
      const found = formulationOfStrength(match.group, label, amount!, unit);
      const corrected = !catalog.byName.has(name);
      if (found) {
        const { formulation } = found;
        return { kind: 'drug', drugName: found.label.name, corrected, strength: formulation.strength, gsn: formulation.gsn, ndc: formulation.ndc };
      }
      return { kind: 'drug', drugName: label.name, corrected };
    }
  }

  const kind = drugsOfKind(catalog, text);
  if (kind) return { kind: 'class', ...kind };

  const best = clearBestMatch(catalog, text);
  if (best) return { kind: 'drug', drugName: openName(best.group, best.name), corrected: true };

  return { kind: 'none', suggestions: catalog.names.search(text, SUGGESTIONS_MAX) };
}
