import { readCatalog } from './catalog-version';
import type { DrugGroup, ReferenceCost } from './model';
import { buildNameIndex } from './name-index';
import { resolveSearch } from './search-resolution';
import type { DrugSearchAnswer } from '../../../shared/contracts/drugs';
import { saltFreeAliases, saltFreeName } from './salt-names';
import { cached } from './store';

/**
 * The drug each name opens (normalised): every label's name; a drug's generic name where no label
 * has it ("Semaglutide", whose labels are all brands); the salt-free name of one label ("metformin").
 */
export function drugsByName(groups: readonly DrugGroup[]): Map<string, DrugGroup> {
  const byName = new Map<string, DrugGroup>();
  for (const group of groups) for (const label of group.labels) byName.set(normaliseName(label.name), group);
  for (const group of groups) if (!byName.has(normaliseName(group.generic))) byName.set(normaliseName(group.generic), group);
  for (const [alias, labelName] of saltFreeAliases([...byName.keys()])) byName.set(alias, byName.get(labelName)!);
  return byName;
}

const catalog = cached(async () => {
  // The version the marker names (catalog-version.ts). Reference costs change weekly (NADAC): kept
  // with the catalog so a cached price answer needs no DynamoDB call.
  const { groups, costs } = await readCatalog();
  return { groups, byLabel: drugsByName(groups), names: buildNameIndex(groups), costs: new Map(costs.map((c) => [c.ndc, c])) };
});

/** Case-insensitive; '+' and runs of spaces count as one space (URLs use both). */
export function normaliseName(name: string): string {
  return name.replace(/\+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Whether a requested name names this label: its own name, or its salt-free name ("metformin" for "Metformin HCL"). */
export function namesLabel(labelName: string, requested: string): boolean {
  const label = normaliseName(labelName);
  const wanted = normaliseName(requested);
  return label === wanted || saltFreeName(label) === wanted;
}

/** A name that is no label's, as the drug spells it ("Semaglutide"), else as asked. */
export function askedName(group: DrugGroup, drugName: string): string {
  return normaliseName(drugName) === normaliseName(group.generic) ? group.generic : drugName.trim().slice(0, 100);
}

export async function listDrugGroups(): Promise<DrugGroup[]> {
  return (await catalog.get()).groups;
}

export async function searchDrugNames(q: string, limit: number): Promise<string[]> {
  return (await catalog.get()).names.search(normaliseName(q), limit);
}

/** rules#calls: names sharing the first 3 letters, for the search page's error text. */
export async function similarDrugNames(name: string, count = 5): Promise<string[]> {
  return (await catalog.get()).names.similar(normaliseName(name), count);
}

/** What a searched text means: a drug (maybe with a strength or corrected), a kind of drug, or none. */
export async function searchDrug(text: string): Promise<DrugSearchAnswer> {
  const { groups, byLabel, names } = await catalog.get();
  return resolveSearch({ groups, byName: byLabel, names }, text);
}

export async function findDrugByLabel(name: string): Promise<DrugGroup | undefined> {
  return (await catalog.get()).byLabel.get(normaliseName(name));
}

export async function getReferenceCosts(ndcs: string[]): Promise<Map<string, ReferenceCost>> {
  const { costs } = await catalog.get();
  return new Map(ndcs.flatMap((ndc) => (costs.has(ndc) ? [[ndc, costs.get(ndc)!] as const] : [])));
}

/** For tests and the importers: forget what this container loaded. */
export function resetDrugCache(): void {
  catalog.reset();
}
