import { expandSeed } from '../../functions/domain/catalog/seed/expand';

const lisinopril = expandSeed().groups.find((g) => g.generic === 'Lisinopril')!.labels[0]!.formulations[0]!;

/** A valid competitor observation of the seed catalog's first Lisinopril product. */
export const VALID_OBSERVATION = {
  competitor: 'GoodRx' as const, drugName: 'Lisinopril', ndc: lisinopril.ndc, quantity: 30, chain: 'CVS', price: 14.27, observedAt: '2026-10-20',
  sourceUrl: 'https://www.goodrx.com/lisinopril', screenshot: '',
};
