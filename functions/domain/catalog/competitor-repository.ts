import { slug } from './slug';
import type { CompetitorObservation } from './seed/competitor-observations';
import { queryPartition } from './store';
import { findDrugByLabel } from './drug-repository';

export type { CompetitorObservation };

/** Stored observations for a drug (any of its labels), newest first. */
export async function competitorObservations(drugName: string): Promise<CompetitorObservation[]> {
  const group = await findDrugByLabel(drugName);
  const id = group?.id ?? slug(drugName);
  const items = await queryPartition<CompetitorObservation & { pk: string; sk: string }>('competitorPrices', `drug#${id}`);
  return items.map(({ pk: _pk, sk: _sk, ...o }) => o as CompetitorObservation).sort((a, b) => b.observedAt.localeCompare(a.observedAt));
}
