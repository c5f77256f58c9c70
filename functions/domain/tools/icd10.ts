import type * as z from 'zod';
import type { toolsIcd10Contract } from '../../../shared/contracts/tools-codes';
import type { ResponseOf } from '../../../shared/contract';
import { findDrugByLabel, listDrugGroups } from '../catalog/drug-repository';
import { indicationCodes } from '../reference/clinical';
import { ICD10_SOURCE, browseIcd10, chapterOfCode, describeIcd10, identifyIcd10, normaliseIcd10 } from '../reference/icd10-repository';
import { requireDrug } from '../pricing/drug-selection';
import { summarise } from '../reference/lookup';
import { NON_RX_OPTIONS } from '../reference/non-rx-options';
import { notFound } from '../../lib/errors';

type Query = z.output<(typeof toolsIcd10Contract)['query']>;
type Answer = ResponseOf<typeof toolsIcd10Contract>;

const unknownCode = (code: string) => notFound('code_not_found', `ICD-10-CM code ${code} was not found. Check the code, or search by words with the identify tool.`);

/** Every diagnosis the catalog's drugs are indicated for, with those drugs, optionally filtered by words or code. */
async function diagnoses(q: string | undefined): Promise<NonNullable<Answer['diagnoses']>> {
  const drugsByCode = new Map<string, string[]>();
  for (const group of await listDrugGroups()) {
    for (const code of indicationCodes(group)) drugsByCode.set(code, [...(drugsByCode.get(code) ?? []), group.generic]);
  }
  const rows = await Promise.all([...drugsByCode].map(async ([code, drugs]) => {
    const hit = await describeIcd10(code);
    return hit ? { ...hit.entry, drugs, chapter: chapterOfCode(code)?.description ?? '' } : undefined;
  }));
  const needle = q?.toLowerCase();
  return rows
    .filter((r): r is NonNullable<typeof r> => Boolean(r))
    .filter((r) => !needle || r.description.toLowerCase().includes(needle) || r.code.toLowerCase().startsWith(needle))
    .sort((a, b) => a.code.localeCompare(b.code));
}

export async function icd10Lookup(query: Query): Promise<Answer> {
  const source = ICD10_SOURCE;
  switch (query.view) {
    case 'describe': {
      const hit = await describeIcd10(query.code);
      if (!hit) throw unknownCode(normaliseIcd10(query.code));
      return { ...hit, source };
    }
    case 'browse': {
      const hit = await browseIcd10(query.parent);
      if (!hit) throw notFound('code_not_found', `${query.parent} is not an ICD-10-CM chapter, section or category.`);
      return { ...hit, source };
    }
    case 'identify':
      return { matches: identifyIcd10(query.text), source };
    case 'for-drug': {
      const group = await requireDrug(query.drugName);
      const entries = await Promise.all(indicationCodes(group).map((code) => describeIcd10(code)));
      return { drug: summarise(group), children: entries.flatMap((e) => (e ? [e.entry] : [])), source };
    }
    case 'diagnoses':
      return { diagnoses: await diagnoses(query.q), source };
    case 'non-rx': {
      const code = normaliseIcd10(query.code);
      const hit = await describeIcd10(code);
      if (!hit) throw unknownCode(code);
      const options = NON_RX_OPTIONS[code];
      const otc = await Promise.all((options?.otc ?? []).map(async (name) => ({ name, drugClass: (await findDrugByLabel(name))?.drugClass ?? '' })));
      return { entry: hit.entry, path: hit.path, nonRx: { lifestyle: [...(options?.lifestyle ?? [])], otc }, source };
    }
  }
}
