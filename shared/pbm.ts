/** rules#calls: the PBM named for the coupon-view call derives from the coupon's BIN. */
export type PbmFamily = 'ScriptSave' | 'Axe' | 'ChangeHealthcare' | 'Retail';

const AXE_BINS = new Set(['023534', '610711', '610186', '610312', '019827', '013849', '023541']);

export function pbmFromBin(rxBin: string): PbmFamily {
  const bin = rxBin.trim();
  if (bin === '006053') return 'ScriptSave';
  if (AXE_BINS.has(bin)) return 'Axe';
  if (bin === '021148') return 'ChangeHealthcare';
  return 'Retail';
}

/**
 * rules#errors: the general discount coupon shown on the search page's 'Server Returned an Error'
 * card (ScriptSave's codes; tests/unit/web/search-results.test.ts keeps it equal to the
 * PBM registry's ScriptSave member id and phone lines, functions/domain/pricing/pbm-directory.ts).
 */
export const GENERAL_DISCOUNT_COUPON = {
  rxBin: '006053',
  rxPcn: 'MSC',
  rxGroup: 'RX2002',
  memberId: 'SS807080844',
  customerPhone: '(800) 555-0150',
  pharmacistPhone: '(800) 555-0151',
} as const;
