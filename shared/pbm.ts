/** Spec §7: the PBM named for the coupon-view call derives from the coupon's BIN. */
export type PbmFamily = 'ScriptSave' | 'Axe' | 'ChangeHealthcare' | 'Retail';

const AXE_BINS = new Set(['023534', '610711', '610186', '610312', '019827', '013849', '023541']);

export function pbmFromBin(rxBin: string): PbmFamily {
  const bin = rxBin.trim();
  if (bin === '006053') return 'ScriptSave';
  if (AXE_BINS.has(bin)) return 'Axe';
  if (bin === '021148') return 'ChangeHealthcare';
  return 'Retail';
}
