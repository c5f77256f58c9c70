import type { DrugDetails, PricedPharmacyPrice } from '../../../shared/contracts/prices';

export function pharmacyPrice(over: Partial<PricedPharmacyPrice> = {}): PricedPharmacyPrice {
  return {
    priceStatus: 'priced',
    pharmacyName: 'Walgreens', pharmacyId: 'p1', npi: '1234567893', chain: 'Walgreens', isPopular: true, price: 5.1, ucPrice: 11.95, ucPriceSource: { kind: 'modelled' }, priceBasis: 'Coupon',
    ln: 'Lisinopril', distance: 1.234, address: '1 Main St, San Diego, CA 92101', phone: '', lat: 32.72, lon: -117.16, geo: 'address', checkedAt: '2026-11-22T10:00:00.000Z', pbm: 'ScriptSave', pbmId: 'scriptsave',
    rxBin: '006053', rxPcn: 'MSC', rxGroup: 'RX2002', memberId: 'SS1', servicePhone: '(800) 555-0150', helpdeskPhone: '(800) 555-0151',
    breakdown: { referenceUnitCost: 0.03, pricingUnit: 'EA', quantity: 30, ingredientCost: 0.85, basis: 'NADAC-discount', dispensingFee: 2.25, adminFee: 2, total: 5.1, steps: ['a'] },
    couponSig: 'c'.repeat(43),
    ...over,
  };
}

/** Lisinopril (tablets, generic + brand) or Albuterol (packaged: '1 inhaler (8.5 g)'). */
export function details(kind: 'tablets' | 'packaged' = 'tablets', over: Partial<DrugDetails> = {}): DrugDetails {
  const tablets = kind === 'tablets';
  return {
    drugs: [pharmacyPrice()],
    names: tablets
      ? [{ drugName: 'Lisinopril', brandGeneric: 'G', isSelected: true }, { drugName: 'Zestril', brandGeneric: 'B', isSelected: false }]
      : [{ drugName: 'Albuterol Sulfate HFA', brandGeneric: 'G', isSelected: true }],
    forms: tablets
      ? [{ form: 'Capsule', gsn: '200', ndc: '00000000200', isSelected: false }, { form: 'Tablet', gsn: '100', ndc: '00000000100', isSelected: true }]
      : [{ form: 'Inhaler', gsn: '300', ndc: '00000000300', isSelected: true }],
    dosages: tablets
      ? [
          { strength: '2.5 mg', gsn: '100', ndc: '00000000100', dosageQuantity: 2.5, commonQty: 30, isSelected: true },
          { strength: '10 mg', gsn: '110', ndc: '00000000110', dosageQuantity: 10, commonQty: 30, isSelected: false },
        ]
      : [
          { strength: '90 mcg', gsn: '300', ndc: '00000000300', dosageQuantity: 90, commonQty: 8.5, isSelected: true },
          { strength: '108 mcg', gsn: '310', ndc: '00000000310', dosageQuantity: 108, commonQty: 18, isSelected: false },
        ],
    packageAwareQuantities: tablets
      ? [30, 60, 90].map((q, i) => ({ gsn: '100', quantity: q, quantityLabel: `${q} tablets`, quantityToDisplay: `${q} tablets`, ranking: i + 1, isSelected: q === 30 })).concat([
          { gsn: '100', quantity: 0, quantityLabel: 'Custom', quantityToDisplay: 'Custom', ranking: 4, isSelected: false },
        ])
      : [
          { gsn: '300', quantity: 8.5, quantityLabel: '1 inhaler (8.5 g)', quantityToDisplay: '1 inhaler (8.5 g)', ranking: 1, isSelected: true },
          { gsn: '300', quantity: 17, quantityLabel: '2 inhalers (17 g)', quantityToDisplay: '2 inhalers (17 g)', ranking: 2, isSelected: false },
          { gsn: '300', quantity: 0, quantityLabel: 'Custom', quantityToDisplay: 'Custom', ranking: 3, isSelected: false },
        ],
    alternatives: [],
    patientNoticeWarnings: [],
    responseDescription: 'Prices for ...',
    selected: tablets
      ? { drugName: 'Lisinopril', brandGeneric: 'G', form: 'Tablet', strength: '2.5 mg', gsn: '100', ndc: '00000000100', quantity: 30, quantityToDisplay: '30 tablets' }
      : { drugName: 'Albuterol Sulfate HFA', brandGeneric: 'G', form: 'Inhaler', strength: '90 mcg', gsn: '300', ndc: '00000000300', quantity: 8.5, quantityToDisplay: '1 inhaler (8.5 g)' },
    referenceCost: { ndc: '00000000100', unitCost: 0.03, pricingUnit: 'EA', effectiveDate: '2026-11-18', quantityCost: 0.9 },
    zip: '92101',
    location: { lat: 32.7, lon: -117.1 },
    providersAsked: ['scriptsave'],
    providersAnswered: ['scriptsave'],
    providersChecking: [],
    page: 1,
    pageSize: 50,
    nextPage: null,
    checkedAt: '2026-11-22T10:00:00.000Z',
    ...over,
  };
}
