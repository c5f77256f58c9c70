import * as z from 'zod';
import { BRAND } from '../../../../../shared/brand';
import type { toolsStatusContract } from '../../../../../shared/contracts/tools-codes';
import { toolRequest, type ToolDef } from '../tool-types';
import { lazyView } from './common';

export const serviceTools: ToolDef[] = [
  {
    slug: 'status-page', title: `${BRAND.name} Status`, family: 'service',
    description: `Whether the ${BRAND.name} price service is working right now: drug search, prices, mail order and the tools.`,
    purpose: 'Is the price service working right now?',
    related: ['expected-cost', 'pharmacies-nearby'],
    fields: [], schema: z.object({}), autoRun: true, request: () => toolRequest<typeof toolsStatusContract>('tools-status', {}), Result: lazyView(() => import('../views/code-views'), 'StatusView'),
  },
];
