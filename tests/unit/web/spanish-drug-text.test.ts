import { NOTICE_TEXT, readNotice } from '../../../shared/drug-notices';
import { describe, expect, it } from 'vitest';
import { loadCatalog, translate } from '../../../web/src/i18n/i18n';
import { localizedNotice } from '../../../web/src/features/search/notice-text';
import { quantityText } from '../../../web/src/i18n/quantity-text';
import { richT } from '../../../web/src/i18n/rich';
import type { Translate } from '../../../web/src/i18n/use-t';

const spanish = async (): Promise<Translate> => {
  const es = await loadCatalog('es');
  return (key, values) => translate(es, key, values);
};

describe('the catalog\'s quantity text in Spanish (units.* ICU plurals)', () => {
  it('says each counted noun in Spanish, singular or plural, and keeps numbers, mL and g', async () => {
    const t = await spanish();
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
    const t = await spanish();
    expect(quantityText(t, '3 sq-hdm tablets')).toBe('3 sq-hdm tablets');
    expect(quantityText(t, 'Custom')).toBe('Custom');
  });
});

describe('the price answer\'s notices on a Spanish page', () => {
  it('says the server\'s two notices (functions/domain/pricing/drug-details.ts) in Spanish, and leaves any other as it came', async () => {
    const t = await spanish();
    const href = '/alternative-medication?drugName=Lisinopril&alternativeDrugName=Enalapril+Maleate';
    expect(localizedNotice(t, { leftText: 'Enalapril Maleate is in the same class (ACE inhibitor). Switching needs a new prescription from your prescriber.', buttonText: 'Compare Enalapril Maleate', buttonHref: href })).toEqual({
      leftText: 'Enalapril Maleate es de la misma clase (ACE inhibitor). Para cambiar necesita una receta nueva de su médico.',
      buttonText: 'Comparar Enalapril Maleate',
      buttonHref: href,
    });
    expect(localizedNotice(t, { leftText: 'A generic version, Atorvastatin, is available and usually costs much less. Ask your pharmacist.', buttonText: 'See generic prices', buttonHref: '/Atorvastatin' })).toMatchObject({
      leftText: 'Hay una versión genérica, Atorvastatin, que suele costar mucho menos. Pregúntele a su farmacéutico.',
      buttonText: 'Ver precios del genérico',
    });
    const other = { leftText: 'Something new', buttonText: 'Go', buttonHref: '/x' };
    expect(localizedNotice(t, other)).toBe(other);
  });

  it('reads back whatever the server writes, with the same templates (names with parentheses, dots and plus signs too)', () => {
    const name = 'Insulin Lispro (Human) 100 u/mL + Co.';
    const drugClass = 'HMG-CoA reductase inhibitor (statin)';
    expect(readNotice(NOTICE_TEXT.generic(name))).toEqual({ kind: 'generic', name });
    expect(readNotice(NOTICE_TEXT.sameClass(name, drugClass))).toEqual({ kind: 'sameClass', name, drugClass });
    expect(readNotice(`${NOTICE_TEXT.generic(name)} More.`)).toBeUndefined();
  });
});

describe('richT', () => {
  it('puts elements where the language puts their argument', async () => {
    const t = await spanish();
    const parts = richT(t, 'drug.about.copayFor', { brand: 'Lipitor' }, { link: 'LINK' }) as unknown[];
    expect(parts.map((p) => (typeof p === 'string' ? p : 'node'))).toEqual(['Para Lipitor: ', 'node', ' (en el sitio del fabricante; se aplica en la farmacia, no aquí).']);
  });
});

