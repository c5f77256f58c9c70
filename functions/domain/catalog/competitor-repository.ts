import { PutCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { findDrugByLabel } from './drug-repository';
import { observationKey, type Competitor, type CompetitorObservation } from './seed/competitor-observations';
import { slug } from './slug';
import { queryPartition } from './store';

export type { CompetitorObservation };

/** Stored observations for a drug (any of its labels), newest first. */
export async function competitorObservations(drugName: string): Promise<CompetitorObservation[]> {
  const group = await findDrugByLabel(drugName);
  const id = group?.id ?? slug(drugName);
  const items = await queryPartition<CompetitorObservation & { pk: string; sk: string }>('competitorPrices', `drug#${id}`);
  return items.map(({ pk: _pk, sk: _sk, ...o }) => o as CompetitorObservation).sort((a, b) => b.observedAt.localeCompare(a.observedAt));
}

export interface ObservationInput {
  competitor: Competitor;
  drugName: string;
  ndc: string;
  quantity: number;
  chain: string;
  price: number;
  observedAt: string;
  sourceUrl: string;
  screenshot: string;
}

export class ObservationError extends Error {}

/**
 * Records an observation of a catalog drug: the NDC must be one of the drug's formulations, so the
 * comparison shows the product that was observed. Returns what was stored.
 */
export async function recordObservation(input: ObservationInput, recordedBy: CompetitorObservation['recordedBy'], now = new Date()): Promise<CompetitorObservation> {
  const group = await findDrugByLabel(input.drugName);
  if (!group) throw new ObservationError(`No drug named ${input.drugName} in the catalog.`);
  const match = group.labels.flatMap((label) => label.formulations.map((f) => ({ label, f }))).find(({ f }) => f.ndc === input.ndc);
  if (!match) throw new ObservationError(`NDC ${input.ndc} is not a formulation of ${group.generic}.`);
  if (input.observedAt > now.toISOString().slice(0, 10)) throw new ObservationError('The observation date is in the future.');
  const shown = match.f.quantities.find((q) => q.quantity === input.quantity)?.quantityToDisplay ?? `${input.quantity}`;
  const observation: CompetitorObservation = {
    competitor: input.competitor, drugId: group.id, label: match.label.name, ndc: input.ndc, strength: match.f.strength, form: match.f.form,
    quantity: input.quantity, quantityToDisplay: shown, chain: input.chain, price: input.price, observedAt: input.observedAt,
    sourceUrl: input.sourceUrl, screenshot: input.screenshot, recordedBy, recordedAt: now.toISOString(),
  };
  await ddb().send(new PutCommand({ TableName: tableName('competitorPrices'), Item: { ...observationKey(observation), ...observation } }));
  return observation;
}
