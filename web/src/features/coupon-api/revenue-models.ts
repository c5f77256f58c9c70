/** rules#constants: the Coupon API's two revenue models, with the spec's figures. */
export const REVENUE_MODELS = [
  {
    id: 'PassThrough',
    name: '100% pass-through',
    headline: '100% pass-through of PBM revenue plus $1 per 100 API requests',
    typicalRevenue: 'Typical revenue per prescription: $2.75 to $3.00',
    points: [
      'You receive all of the PBM revenue on every filled prescription.',
      'API usage is billed at $1 per 100 requests, through your AWS Marketplace subscription.',
    ],
  },
  {
    id: 'Share95',
    name: '95% pass-through',
    headline: '95% pass-through of PBM revenue (the provider keeps 5%)',
    typicalRevenue: 'Typical revenue per prescription: $2.65 to $3.00',
    points: ['No per-request fee: you receive 95% of the PBM revenue on every filled prescription.', 'The provider keeps 5% to run the service.'],
  },
] as const;

export const API_FACTS = [
  'Most requests return in under 200 ms.',
  'Prices come from 12 PBMs.',
  'Pharmacy admin fees are typically $2 to $3.',
] as const;

export const REFERENCE_PATH = '/coupon-api/reference';
