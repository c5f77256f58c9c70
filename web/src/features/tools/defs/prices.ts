import * as z from 'zod';
import { drugNameParam, ndcParam, optional, quantityParam, zipParam } from '../../../../../shared/contracts/common';
import { strengthParam } from '../../../../../shared/contracts/tools';
import { pbmIdParam, priceParam, type toolsPricesContract } from '../../../../../shared/contracts/tools-prices';
import { PBM_OPTIONS } from '../../../../../shared/tools/pbm-options';
import { toolRequest, type ToolDef } from '../tool-types';
import { drugField, drugFillInput, drugFillZipInput, hasNone, lazyView, qtyField, strengthField, zipField } from './common';

const views = () => import('../views/price-views');
const prices = (view: string) => (input: Record<string, unknown>) => toolRequest<typeof toolsPricesContract>('tools-prices', { view, ...input } as never);

export const priceTools: ToolDef[] = [
  {
    slug: 'nadac-pricing', title: 'NADAC Pricing', family: 'prices',
    description: 'The reference acquisition cost of a drug (NADAC layout): per unit and for a quantity, with its effective date.',
    purpose: 'What pharmacies pay for a drug, per unit and per fill.',
    related: ['expected-cost', 'good-price-or-bad-price', 'list-drug-ndcs'],
    fields: [drugField, strengthField, qtyField], schema: drugFillInput, request: prices('reference'), Result: lazyView(views, 'ReferenceCostView'), drugField: 'drugName',
    isEmpty: (d: { referenceCosts?: unknown[] }) => hasNone(d.referenceCosts),
  },
  {
    slug: 'expected-cost', title: 'Expected Cost', family: 'prices',
    description: 'The price range you can expect to pay for a drug with a coupon at pharmacies near your zip code.',
    purpose: 'The expected price range near a zip.',
    related: ['good-price-or-bad-price', 'coupons-at-all-pbms', 'nadac-pricing', 'list-payment-options'],
    fields: [drugField, strengthField, qtyField, zipField], schema: drugFillZipInput, request: prices('expected'), Result: lazyView(views, 'ExpectedCostView'), drugField: 'drugName',
  },
  {
    slug: 'pbm-ndc-price', title: 'PBM NDC Price', family: 'prices',
    description: "One pharmacy benefit manager's coupon price for an NDC at the pharmacies near you.",
    purpose: "One PBM's price for an NDC.",
    related: ['coupons-at-all-pbms', 'list-drug-ndcs', 'pbm-mail-order-pharmacy-options'],
    fields: [
      { name: 'ndc', label: 'NDC (11 digits)', kind: 'text', required: true, placeholder: 'e.g. 00093111310', hint: 'Find it with List Drug NDCs.' },
      { name: 'pbm', label: 'PBM', kind: 'select', required: true, defaultValue: PBM_OPTIONS[0]!.id, options: PBM_OPTIONS.map((p) => ({ value: p.id, label: p.name })) },
      qtyField,
      zipField,
    ],
    schema: z.object({ ndc: ndcParam, pbm: pbmIdParam, qty: optional(quantityParam), zip: optional(zipParam) }),
    request: prices('pbm-ndc'), Result: lazyView(views, 'PbmNdcView'),
  },
  {
    slug: 'coupons-at-all-pbms', title: 'Coupons at All PBMs', family: 'prices',
    description: "Every PBM's coupon price for a drug at the pharmacy nearest you, side by side, including those that did not answer.",
    purpose: "Every PBM's price side by side at one pharmacy.",
    related: ['pbm-ndc-price', 'expected-cost', 'pharmacies-nearby'],
    fields: [drugField, strengthField, qtyField, zipField], schema: drugFillZipInput, request: prices('all-pbms'), Result: lazyView(views, 'AllPbmsView'), drugField: 'drugName',
  },
  {
    slug: 'good-price-or-bad-price', title: 'Good Price or Bad Price?', family: 'prices',
    description: 'Check a price you were quoted for a drug against the coupon prices near you and the reference cost, in plain words.',
    purpose: 'Is the price you were quoted a good one?',
    related: ['expected-cost', 'nadac-pricing', 'list-payment-options'],
    fields: [drugField, strengthField, qtyField, { name: 'price', label: 'Price you were quoted ($)', kind: 'number', required: true, min: 0.01, step: 0.01, placeholder: 'e.g. 24.99' }, zipField],
    schema: drugFillZipInput.extend({ price: priceParam }), request: prices('judge'), Result: lazyView(views, 'JudgePriceView'), drugField: 'drugName',
  },
  {
    slug: 'equivalent-form-dosage-qty-days-supply-in-this-label', title: 'Equivalent Form, Dosage, Quantity and Days Supply', family: 'prices',
    description: 'Equivalent ways to fill the same daily dose within one label (2 × 10 mg vs 1 × 20 mg, 30 vs 90 days) with their prices near you.',
    purpose: 'Cheaper ways to fill the same daily dose.',
    related: ['pill-split-compatibility', 'drug-formulations', 'alternative-medication-frequencies'],
    fields: [drugField, { ...strengthField, label: 'Strength you take', hint: 'Leave empty for the first listed strength.' }, zipField],
    schema: z.object({ drugName: drugNameParam, strength: optional(strengthParam), zip: optional(zipParam) }),
    request: prices('equivalent-fills'), Result: lazyView(views, 'EquivalentFillsView'), drugField: 'drugName', caveat: 'prescriber',
    isEmpty: (d: { fills?: unknown[] }) => hasNone(d.fills),
  },
];

export const payingPriceTools: ToolDef[] = [
  {
    slug: 'list-payment-options', title: 'List Payment Options', family: 'paying',
    description: 'Every way to pay for a drug, coupon, cash, mail order, insurance, manufacturer and assistance programs, with its price where known.',
    purpose: 'Every way to pay for a drug, with prices.',
    related: ['manufacturer-coupon', 'charity-options', 'expected-cost'],
    fields: [drugField, strengthField, qtyField, zipField], schema: drugFillZipInput, request: prices('payment-options'), Result: lazyView(views, 'PaymentOptionsView'), drugField: 'drugName',
  },
];
