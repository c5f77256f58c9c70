import type { DrugGroup, DrugLabel, Formulation } from '../catalog/model';
import { DOSES_PER_DAY, ENTERIC_COATED, SCORED_TABLETS, isExtendedRelease } from './drug-attributes';
import { CLASS_INDICATIONS, DRUG_INDICATIONS } from './indications';
import { FDA_MEDGUIDE_INDEX, MEDGUIDE_BY_CLASS, MEDGUIDE_BY_DRUG } from './medication-guides';

/** Catalog attributes the clinical tools read: indications, medication guides, splitting, dosing. */
export function indicationCodes(group: Pick<DrugGroup, 'id' | 'drugClass'>): string[] {
  return [...new Set([...(DRUG_INDICATIONS[group.id] ?? []), ...(CLASS_INDICATIONS[group.drugClass] ?? [])])];
}

export function medGuideOf(group: Pick<DrugGroup, 'id' | 'drugClass'>): { hasGuide: boolean; warnings: string[]; indexUrl: string } {
  const entry = MEDGUIDE_BY_DRUG[group.id] ?? MEDGUIDE_BY_CLASS[group.drugClass];
  return { hasGuide: Boolean(entry), warnings: entry ? [...entry.warnings] : [], indexUrl: FDA_MEDGUIDE_INDEX };
}

export function dosesPerDay(group: Pick<DrugGroup, 'id'>): number | null {
  return DOSES_PER_DAY[group.id] ?? null;
}

/** Why a tablet may or may not be split: every rule that blocks it, or the one that allows it. */
export function splitCheck(group: DrugGroup, label: DrugLabel, f: Formulation): { splittable: boolean; reasons: string[] } {
  const reasons: string[] = [];
  const form = f.form.toLowerCase();
  if (form === 'capsule') reasons.push('Capsules must not be opened or split unless the label says so.');
  else if (form !== 'tablet') reasons.push(`A ${form} cannot be split.`);
  if (isExtendedRelease(label.name) || isExtendedRelease(group.generic)) reasons.push('Extended-release: splitting can release the whole dose at once.');
  if (ENTERIC_COATED.has(group.id) || /\bEC\b/.test(label.name)) reasons.push('Enteric-coated (delayed-release): splitting breaks the protective coating.');
  if (!reasons.length && !SCORED_TABLETS.has(group.id)) reasons.push('Not recorded as a scored tablet: halves may not hold equal doses.');
  if (reasons.length) return { splittable: false, reasons };
  return { splittable: true, reasons: ['Scored, immediate-release tablet: it can usually be split with a pill splitter.'] };
}
