import type { Icd10Entry } from '../../../shared/contracts/tools-codes';
import { cached, queryPartition } from '../catalog/store';
import { icd10Seed } from './icd10-seed';
import { livePartition } from './seed/reference-version';

/**
 * ICD-10-CM lookups: the committed seed (all chapters, sections and categories; the billable codes
 * the catalog uses) plus the full code set the reference seed, or `npm run import:icd10`, loaded into
 * toolReference (pk `icd10#<category>` in the live generation: seed/reference-version.ts, sk dotted
 * code). The committed seed answers even when nothing was loaded.
 */
export const ICD10_SOURCE = icd10Seed.source;

interface StoredCode {
  sk: string;
  description: string;
}

const chapters = icd10Seed.chapters.map(([n, description]) => ({ code: String(n), description, kind: 'chapter' as const }));
const sections = icd10Seed.sections.map(([range, chapter, description]) => ({ code: range, chapter: String(chapter), description, kind: 'section' as const }));
const categories = icd10Seed.categories.map(([code, section, description]) => ({ code, section, description, kind: 'category' as const }));
const categoryByCode = new Map(categories.map((c) => [c.code, c]));
const sectionByRange = new Map(sections.map((s) => [s.code, s]));
const seedCodes = new Map(icd10Seed.codes.map(([code, description]) => [code, description]));

/** "E119", "e11.9" and "E11.9" are the same code. */
export function normaliseIcd10(code: string): string {
  const plain = code.trim().toUpperCase().replace('.', '');
  return plain.length > 3 ? `${plain.slice(0, 3)}.${plain.slice(3)}` : plain;
}

const importedCategory = cached(async () => new Map<string, Promise<StoredCode[]>>(), 5 * 60_000);

async function importedCodes(category: string): Promise<StoredCode[]> {
  const memo = await importedCategory.get();
  let hit = memo.get(category);
  if (!hit) {
    hit = livePartition(`icd10#${category}`).then((pk) => queryPartition<StoredCode>('toolReference', pk)).catch(() => []);
    memo.set(category, hit);
  }
  return hit;
}

function pathOf(categoryCode: string): Icd10Entry[] {
  const category = categoryByCode.get(categoryCode);
  if (!category) return [];
  const section = sectionByRange.get(category.section);
  const chapter = section ? chapters.find((c) => c.code === section.chapter) : undefined;
  return [chapter, section, category].filter(Boolean).map((e) => ({ code: e!.code, description: e!.description, kind: e!.kind }));
}

export async function describeIcd10(input: string): Promise<{ entry: Icd10Entry; path: Icd10Entry[]; children: Icd10Entry[] } | undefined> {
  const code = normaliseIcd10(input);
  const categoryCode = code.slice(0, 3);
  const imported = await importedCodes(categoryCode);
  const children = childCodes(categoryCode, imported);
  if (code.length === 3) {
    const category = categoryByCode.get(code);
    if (!category) return undefined;
    const billable = seedCodes.get(code) ?? imported.find((c) => c.sk === code)?.description;
    return { entry: { code, description: billable ?? category.description, kind: billable ? 'code' : 'category' }, path: pathOf(code).slice(0, 2), children };
  }
  const description = imported.find((c) => c.sk === code)?.description ?? seedCodes.get(code);
  if (!description) return undefined;
  return { entry: { code, description, kind: 'code' }, path: pathOf(categoryCode), children: children.filter((c) => c.code.startsWith(code) && c.code !== code) };
}

function childCodes(categoryCode: string, imported: StoredCode[]): Icd10Entry[] {
  const all = new Map<string, string>();
  for (const [code, description] of seedCodes) if (code.startsWith(categoryCode) && code !== categoryCode) all.set(code, description);
  for (const c of imported) if (c.sk !== categoryCode) all.set(c.sk, c.description);
  return [...all].sort(([a], [b]) => a.localeCompare(b)).map(([code, description]) => ({ code, description, kind: 'code' as const }));
}

/** Browse: no parent = chapters; a chapter number = its sections; a section range = its categories; a category = its codes. */
export async function browseIcd10(parent: string | undefined): Promise<{ entry?: Icd10Entry; path: Icd10Entry[]; children: Icd10Entry[] } | undefined> {
  if (!parent) return { path: [], children: chapters };
  const p = parent.trim().toUpperCase();
  const chapter = chapters.find((c) => c.code === p);
  if (chapter) return { entry: chapter, path: [], children: sections.filter((s) => s.chapter === p).map(({ code, description, kind }) => ({ code, description, kind })) };
  const section = sectionByRange.get(p);
  if (section) {
    return {
      entry: { code: section.code, description: section.description, kind: 'section' },
      path: chapters.filter((c) => c.code === section.chapter),
      children: categories.filter((c) => c.section === p).map(({ code, description, kind }) => ({ code, description, kind })),
    };
  }
  const category = categoryByCode.get(p);
  if (category) {
    return { entry: { code: category.code, description: category.description, kind: 'category' }, path: pathOf(p).slice(0, 2), children: childCodes(p, await importedCodes(p)) };
  }
  return undefined;
}

const STOP = new Set(['and', 'or', 'of', 'the', 'with', 'without', 'in', 'a', 'an', 'to', 'for', 'due', 'on', 'my', 'i', 'have', 'has', 'is']);
const SYNONYMS: Record<string, string> = {
  'high blood pressure': 'hypertension', 'high cholesterol': 'hypercholesterolemia', 'sugar diabetes': 'diabetes', 'heartburn': 'gastro-esophageal reflux',
  'acid reflux': 'gastro-esophageal reflux', gerd: 'gastro-esophageal reflux', 'underactive thyroid': 'hypothyroidism', 'overactive thyroid': 'hyperthyroidism',
  adhd: 'attention-deficit hyperactivity', copd: 'chronic obstructive pulmonary', uti: 'urinary tract infection', 'heart attack': 'myocardial infarction',
  stroke: 'cerebral infarction', 'back pain': 'low back pain', 'hay fever': 'allergic rhinitis', afib: 'atrial fibrillation', 'cold': 'common cold',
};

export function tokens(text: string): string[] {
  let t = ` ${text.toLowerCase()} `;
  for (const [from, to] of Object.entries(SYNONYMS)) t = t.replace(new RegExp(`\\b${from}\\b`, 'g'), to);
  return [...new Set(t.split(/[^a-z0-9]+/).filter((w) => (w.length > 1 || /\d/.test(w)) && !STOP.has(w)))];
}

/** Free text to candidate codes: each code scored by the share of the text's words its description contains. */
export function identifyIcd10(text: string, limit = 15): (Icd10Entry & { score: number; matched: string[] })[] {
  const words = tokens(text);
  if (!words.length) return [];
  const candidates: Icd10Entry[] = [
    ...[...seedCodes].map(([code, description]) => ({ code, description, kind: 'code' as const })),
    ...categories.filter((c) => !seedCodes.has(c.code)).map(({ code, description, kind }) => ({ code, description, kind })),
  ];
  const scored = candidates.flatMap((c) => {
    const desc = ` ${c.description.toLowerCase()} `;
    const matched = words.filter((w) => desc.includes(w.length > 4 ? w.slice(0, -1) : ` ${w}`));
    if (!matched.length) return [];
    // All words matched first; then billable codes; then the least specific (shortest) code and description.
    const score = matched.length / words.length + (c.kind === 'code' ? 0.05 : 0) - c.code.length / 100 - c.description.length / 2000;
    return [{ ...c, score: Math.round(score * 1000) / 1000, matched }];
  });
  return scored.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code)).slice(0, limit);
}

export function chapterOfCode(code: string): Icd10Entry | undefined {
  return pathOf(normaliseIcd10(code).slice(0, 3))[0];
}
