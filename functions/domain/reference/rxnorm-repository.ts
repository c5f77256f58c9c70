import type { RxConcept } from '../../../shared/contracts/tools-codes';
import { listDrugGroups, normaliseName } from '../catalog/drug-repository';
import type { DrugGroup } from '../catalog/model';
import { cached, getItem, queryPartition } from '../catalog/store';
import { RXNORM_INGREDIENTS, RXNORM_SOURCE } from './rxnorm-ingredients';
import { livePartition } from './seed/reference-version';

/**
 * RxNorm concepts: the catalog's own RxCUIs (clinical drugs per strength, from the seed) and the
 * ingredient concepts of its ingredients, plus what the reference seed or `npm run import:rxnorm`
 * loaded into toolReference (pk 'rxcui' / sk rxcui; pk 'rxn-in' / sk ingredient name; both in the
 * live generation: seed/reference-version.ts).
 */
export { RXNORM_SOURCE };

interface ImportedConcept {
  sk: string;
  tty: string;
  name: string;
  ingredients: string[];
  ndcs: string[];
}

const catalogConcepts = cached(async () => {
  const groups = await listDrugGroups();
  const byRxcui = new Map<string, RxConcept>();
  for (const group of groups) {
    for (const label of group.labels) {
      for (const f of label.formulations) {
        if (!f.rxcui) continue;
        const existing = byRxcui.get(f.rxcui);
        if (existing) {
          if (!existing.ndcs.includes(f.ndc)) existing.ndcs.push(f.ndc);
          continue;
        }
        byRxcui.set(f.rxcui, {
          rxcui: f.rxcui, tty: 'SCD', name: `${group.generic} ${f.strength} ${f.form}`, ingredients: group.ingredients,
          strength: f.strength, ndcs: [f.ndc], drug: group.generic, source: 'catalog',
        });
      }
    }
  }
  for (const [name, [rxcui, tty]] of Object.entries(RXNORM_INGREDIENTS)) {
    if (byRxcui.has(rxcui)) continue;
    const drugs = groups.filter((g) => g.ingredients.some((i) => i === name));
    byRxcui.set(rxcui, { rxcui, tty, name, ingredients: [name], strength: null, ndcs: [], drug: drugs[0]?.generic ?? null, source: 'catalog' });
  }
  return { groups, byRxcui };
});

function fromImported(item: ImportedConcept): RxConcept {
  return { rxcui: item.sk, tty: item.tty, name: item.name, ingredients: item.ingredients ?? [], strength: null, ndcs: item.ndcs ?? [], drug: null, source: 'rxnorm-import' };
}

export async function rxConcept(rxcui: string): Promise<RxConcept | undefined> {
  const hit = (await catalogConcepts.get()).byRxcui.get(rxcui);
  if (hit) return hit;
  const imported = await livePartition('rxcui').then((pk) => getItem<ImportedConcept>('toolReference', pk, rxcui)).catch(() => undefined);
  return imported ? fromImported(imported) : undefined;
}

export async function conceptsOfDrug(group: DrugGroup): Promise<RxConcept[]> {
  const { byRxcui } = await catalogConcepts.get();
  const own = [...byRxcui.values()].filter((c) => c.tty === 'SCD' && c.drug === group.generic);
  const ingredients = group.ingredients.flatMap((name) => {
    const hit = RXNORM_INGREDIENTS[name];
    return hit ? [byRxcui.get(hit[0])!] : [];
  });
  return [...ingredients, ...own];
}

const importedIngredients = cached(async () => livePartition('rxn-in').then((pk) => queryPartition<{ sk: string; rxcui: string; tty: string }>('toolReference', pk)).catch(() => []));

const STRENGTH = /(\d+(?:\.\d+)?)\s*(mg|mcg|g|ml|units?|%)/i;

/** One medication per line (or comma/semicolon): the longest catalog name in it, then its strength. */
export async function identifyConcepts(text: string): Promise<{ recognised: { text: string; concept: RxConcept }[]; unrecognised: string[] }> {
  const { groups, byRxcui } = await catalogConcepts.get();
  const names = groups.flatMap((g) => g.labels.map((l) => ({ name: normaliseName(l.name), group: g })));
  for (const [name] of Object.entries(RXNORM_INGREDIENTS)) {
    const group = groups.find((g) => g.ingredients.includes(name));
    if (group) names.push({ name, group });
  }
  names.sort((a, b) => b.name.length - a.name.length);
  const imported = await importedIngredients.get();
  const recognised: { text: string; concept: RxConcept }[] = [];
  const unrecognised: string[] = [];
  for (const raw of text.split(/[\n;,]+/).map((l) => l.trim()).filter(Boolean).slice(0, 100)) {
    const line = ` ${normaliseName(raw)} `;
    // A whole name first; else a name's first word, if long enough not to be a word like "day" or "cold".
    const match = names.find((n) => line.includes(` ${n.name} `))
      ?? names.find((n) => { const first = n.name.split(' ')[0]!; return first.length >= 6 && line.includes(` ${first} `); });
    const strength = STRENGTH.exec(raw);
    if (match) {
      const concepts = await conceptsOfDrug(match.group);
      const byStrength = strength ? concepts.find((c) => c.strength && Number.parseFloat(c.strength) === Number(strength[1])) : undefined;
      const concept = byStrength ?? concepts[0];
      if (concept) {
        recognised.push({ text: raw.slice(0, 200), concept });
        continue;
      }
    }
    const word = imported.find((i) => line.includes(` ${i.sk} `));
    if (word) {
      recognised.push({ text: raw.slice(0, 200), concept: byRxcui.get(word.rxcui) ?? { rxcui: word.rxcui, tty: word.tty, name: word.sk, ingredients: [word.sk], strength: null, ndcs: [], drug: null, source: 'rxnorm-import' } });
      continue;
    }
    unrecognised.push(raw.slice(0, 200));
  }
  return { recognised, unrecognised };
}
