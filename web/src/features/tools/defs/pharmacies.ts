import * as z from 'zod';
import { drugNameParam, optional, quantityParam, zipParam } from '../../../../../shared/contracts/common';
import { strengthParam } from '../../../../../shared/contracts/tools';
import type { toolsPharmaciesContract } from '../../../../../shared/contracts/tools-prices';
import { toolRequest, type ToolDef } from '../tool-types';
import { drugField, drugFillInput, hasNone, lazyView, qtyField, strengthField } from './common';

const views = () => import('../views/pharmacy-views');
const pharmacies = (view: string) => (input: Record<string, unknown>) => toolRequest<typeof toolsPharmaciesContract>('tools-pharmacies', { view, ...input } as never);
const noPharmacies = (d: { pharmacies?: unknown[] }) => hasNone(d.pharmacies);

export const pharmacyTools: ToolDef[] = [
  {
    slug: 'pharmacies', title: 'Pharmacy Search', family: 'pharmacies',
    description: 'Find pharmacies by name or chain, with address and phone number.',
    purpose: 'Search pharmacies by name or chain.',
    related: ['pharmacies-nearby', 'mail-order-pharmacy-options'],
    fields: [{ name: 'q', label: 'Pharmacy name or chain', kind: 'text', required: true, placeholder: 'e.g. Walgreens' }],
    schema: z.object({ q: z.string().trim().min(2, 'Enter at least 2 letters of a pharmacy name or chain.').max(80) }),
    request: pharmacies('search'), Result: lazyView(views, 'PharmacySearchView'), isEmpty: noPharmacies,
  },
  {
    slug: 'pharmacies-nearby', title: 'Pharmacies Nearby', family: 'pharmacies',
    description: 'Pharmacies near a zip code, nearest first, with distance, address and phone number.',
    purpose: 'Pharmacies near a zip, nearest first.',
    related: ['pharmacies', 'coupons-at-all-pbms', 'expected-cost'],
    fields: [
      { name: 'zip', label: 'Zip Code', kind: 'zip', required: true, placeholder: 'Enter Zip Code' },
      { name: 'radius', label: 'Within (miles)', kind: 'select', defaultValue: '10', options: ['5', '10', '25', '50'].map((m) => ({ value: m, label: `${m} miles` })) },
    ],
    schema: z.object({ zip: zipParam, radius: optional(z.coerce.number().int().min(1).max(50)) }),
    request: pharmacies('nearby'), Result: lazyView(views, 'PharmaciesNearbyView'), isEmpty: noPharmacies,
  },
  {
    slug: 'mail-order-pharmacy-options', title: 'Mail Order Pharmacy Options', family: 'pharmacies',
    description: 'Mail-order pharmacies, and with a drug, their coupon prices for it.',
    purpose: 'Mail-order pharmacies and their prices for a drug.',
    related: ['pbm-mail-order-pharmacy-options', 'list-payment-options', 'pharmacies'],
    fields: [{ ...drugField, required: false, hint: 'Optional: add a drug to see mail-order prices.' }, strengthField, qtyField],
    schema: z.object({ drugName: optional(drugNameParam), strength: optional(strengthParam), qty: optional(quantityParam) }),
    autoRun: true, request: pharmacies('mail-order'), Result: lazyView(views, 'MailOrderView'), drugField: 'drugName', isEmpty: noPharmacies,
  },
  {
    slug: 'pbm-mail-order-pharmacy-options', title: 'PBM Mail Order Pharmacy Options', family: 'pharmacies',
    description: "Each PBM's mail-order options and prices for a drug.",
    purpose: 'Mail-order options per PBM for a drug.',
    related: ['mail-order-pharmacy-options', 'pbm-ndc-price', 'coupons-at-all-pbms'],
    fields: [drugField, strengthField, qtyField], schema: drugFillInput, request: pharmacies('pbm-mail-order'), Result: lazyView(views, 'PbmMailOrderView'), drugField: 'drugName',
  },
];
