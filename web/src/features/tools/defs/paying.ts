import * as z from 'zod';
import { drugNameParam, optional } from '../../../../../shared/contracts/common';
import type { toolsProgramsContract } from '../../../../../shared/contracts/tools-prices';
import { toolRequest, type ToolDef } from '../tool-types';
import { drugField, drugInput, lazyView } from './common';
import { payingPriceTools } from './prices';

const views = () => import('../views/pharmacy-views');

export const payingTools: ToolDef[] = [
  ...payingPriceTools,
  {
    slug: 'manufacturer-coupon', title: 'Manufacturer Coupon Finder', family: 'paying',
    description: "A brand drug's manufacturer copay savings program and patient-assistance program, with links to the manufacturer's own site.",
    purpose: 'Manufacturer copay programs for a brand drug.',
    related: ['charity-options', 'list-payment-options', 'list-manufacturers'],
    fields: [drugField], schema: drugInput,
    request: (input: { drugName: string }) => toolRequest<typeof toolsProgramsContract>('tools-programs', { view: 'manufacturer', drugName: input.drugName }),
    Result: lazyView(views, 'ProgramsView'), drugField: 'drugName',
  },
  {
    slug: 'charity-options', title: 'Charity and Assistance Options', family: 'paying',
    description: 'Patient-assistance programs and charities that help pay for prescriptions, and the manufacturer program of a brand drug.',
    purpose: 'Patient-assistance programs and charities.',
    related: ['manufacturer-coupon', 'list-payment-options'],
    fields: [{ ...drugField, required: false, hint: 'Optional: add a brand drug to include its manufacturer program.' }],
    schema: z.object({ drugName: optional(drugNameParam) }), autoRun: true,
    request: (input: { drugName?: string }) => toolRequest<typeof toolsProgramsContract>('tools-programs', { view: 'charities', ...(input.drugName ? { drugName: input.drugName } : {}) }),
    Result: lazyView(views, 'ProgramsView'), drugField: 'drugName',
  },
];
