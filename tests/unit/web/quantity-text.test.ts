import { describe, expect, it } from 'vitest';
import { loadCatalog, translate } from '../../../web/src/i18n/i18n';
import { quantityText } from '../../../web/src/features/search/quantity-text';
import type { Translate } from '../../../web/src/i18n/use-t';

describe('the catalog\'s quantity text in Spanish (units.* ICU plurals)', () => {
  it('says each counted noun in Spanish, singular or plural, and keeps numbers, mL and g', async () => {
    const es = await loadCatalog('es');
    const t: Translate = (key, values) => translate(es, key, values);
    expect(quantityText(t, '30 tablets')).toBe('30 tabletas');
    expect(quantityText(t, '1 tablet')).toBe('1 tableta');
    expect(quantityText(t, '90 chewable tablets')).toBe('90 tabletas masticables');
    expect(quantityText(t, '12 suppositorys')).toBe('12 supositorios');
    expect(quantityText(t, '1 carton (4 pens, 2 mL)')).toBe('1 caja (4 plumas, 2 mL)');
    expect(quantityText(t, '2 boxes (8 patches)')).toBe('2 cajas (8 parches)');
    expect(quantityText(t, '1 inhaler (60 doses)')).toBe('1 inhalador (60 dosis)');
    expect(quantityText(t, '3 bottles (150 mL)')).toBe('3 frascos (150 mL)');
    expect(quantityText(t, '1 box (5 × 3 mL)')).toBe('1 caja (5 × 3 mL)');
    expect(quantityText(t, '2 tube (30 g)'.replace('tube', 'tubes'))).toBe('2 tubos (30 g)');
  });

  it('leaves a quantity it cannot read as the catalog has it', async () => {
    const es = await loadCatalog('es');
    const t: Translate = (key, values) => translate(es, key, values);
    expect(quantityText(t, '3 sq-hdm tablets')).toBe('3 sq-hdm tablets');
    expect(quantityText(t, 'Custom')).toBe('Custom');
  });
});
