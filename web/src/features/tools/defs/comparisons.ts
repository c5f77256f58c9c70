import type { toolsComparisonsContract } from '../../../../../shared/contracts/tools-prices';
import { toolRequest, type ToolDef } from '../tool-types';
import { drugField, drugInput, lazyView } from './common';

const views = () => import('../views/pharmacy-views');
const compare = (competitor: 'goodrx' | 'optum' | 'all') => (input: { drugName: string }) => toolRequest<typeof toolsComparisonsContract>('tools-comparisons', { drugName: input.drugName, competitor });

export const comparisonTools: ToolDef[] = [
  {
    slug: 'goodrx-comparison', title: 'GoodRx Comparison', family: 'comparisons',
    description: 'The GoodRx prices we observed for a drug at each pharmacy chain, with the observation dates.',
    purpose: 'Stored GoodRx observations for a drug.',
    related: ['optum-comparison', 'all-comparison', 'expected-cost'],
    fields: [drugField], schema: drugInput, request: compare('goodrx'), Result: lazyView(views, 'ComparisonView'), drugField: 'drugName',
  },
  {
    slug: 'optum-comparison', title: 'Optum Perks Comparison', family: 'comparisons',
    description: 'The Optum Perks prices we observed for a drug at each pharmacy chain, with the observation dates.',
    purpose: 'Stored Optum Perks observations for a drug.',
    related: ['goodrx-comparison', 'all-comparison'],
    fields: [drugField], schema: drugInput, request: compare('optum'), Result: lazyView(views, 'ComparisonView'), drugField: 'drugName',
  },
  {
    slug: 'all-comparison', title: 'All Competitor Comparison', family: 'comparisons',
    description: 'Every stored competitor price observation for a drug, all competitors together, with dates.',
    purpose: 'All competitor observations for a drug together.',
    related: ['goodrx-comparison', 'optum-comparison', 'coupons-at-all-pbms'],
    fields: [drugField], schema: drugInput, request: compare('all'), Result: lazyView(views, 'ComparisonView'), drugField: 'drugName',
  },
];
