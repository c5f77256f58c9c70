import { describe, expect, it } from 'vitest';
import type { BasketAnswer } from '../../../shared/contracts/basket';
import { planCoupons } from '../../../functions/domain/basket/plan';
import { basketEmail } from '../../../functions/domain/messaging/templates/basket';

const codes = { rxBin: '610711', rxPcn: 'AXN', rxGroup: 'RXS100', memberId: 'AN1', servicePhone: '(800) 555-0152', helpdeskPhone: '(800) 555-0153' };
const priced = (ndc: string, price: number) => ({ ndc, price, priceBasis: 'Coupon' as const, pbm: 'P', checkedAt: '2026-11-28T03:00:00.000Z', couponSig: `s${ndc}`.padEnd(43, 'x'), ...codes });
const answer: BasketAnswer = {
  zip: '92101',
  items: [
    { ndc: '00000000001', qty: 30, drugName: 'Lisinopril', form: 'Tablet', strength: '5 mg', quantityToDisplay: '30 tablets', pharmaciesPricing: 2 },
    { ndc: '00000000002', qty: 30, drugName: 'Atorvastatin', form: 'Tablet', strength: '10 mg', quantityToDisplay: '30 tablets', pharmaciesPricing: 1 },
    { ndc: '00000000003', qty: 30, drugName: 'Rare<b>', form: 'Tablet', strength: '1 mg', quantityToDisplay: '30 tablets', pharmaciesPricing: 0 },
  ],
  pharmacies: [
    { npi: '1', pharmacyName: 'Store <One>', chain: '', address: '1 Main St', distance: 1, total: 9, items: [priced('00000000001', 4), priced('00000000002', 5)], missing: ['00000000003'] },
  ],
  cheapestSplit: { total: 9, items: [{ ...priced('00000000001', 4), npi: '1', pharmacyName: 'Store <One>', address: '1 Main St', distance: 1 }, { ...priced('00000000002', 5), npi: '1', pharmacyName: 'Store <One>', address: '1 Main St', distance: 1 }], saving: null },
  notPricedNearby: ['00000000003'],
  checking: false,
};

describe('the My medicines e-mail', () => {
  it("carries the plan's coupons as the engine signed them (pharmacy, address and check time included)", () => {
    const message = planCoupons(answer, 'one-pharmacy')!;
    expect(message.total).toBe(9);
    expect(message.coupons).toEqual([
      expect.objectContaining({ pharmacyName: 'Store <One>', price: 4, ln: 'Lisinopril', qty: '30 tablets', dosage: '5 mg', addr: '1 Main St', at: '2026-11-28T03:00:00.000Z', sig: priced('00000000001', 4).couponSig }),
      expect.objectContaining({ ln: 'Atorvastatin', price: 5 }),
    ]);
    expect(message.notPriced).toEqual(['Rare<b> 1 mg, 30 tablets']);
  });

  it('has nothing to send for a plan without coupons', () => {
    expect(planCoupons(answer, 'mail-order')).toBeUndefined();
    expect(planCoupons({ ...answer, pharmacies: [] }, 'one-pharmacy')).toBeUndefined();
  });

  it('escapes every value in the HTML and gives each coupon its own link', () => {
    const mail = basketEmail(planCoupons(answer, 'one-pharmacy')!);
    expect(mail.subject).toBe('Your RxSavvy coupons: 2 coupons, $9.00 in all');
    expect(mail.html).not.toContain('<One>');
    expect(mail.html).toContain('Store &lt;One&gt;');
    expect(mail.html).not.toContain('Rare<b>');
    expect(mail.html.match(/Open this coupon/g)).toHaveLength(2);
    expect(mail.text).toContain('Lisinopril 5 mg Tablet, 30 tablets: $4.00');
    expect(mail.text).toContain('BIN 610711');
  });

  it('goes out in Spanish for lang es: Spanish words, dates, codes and disclaimer, linking the Spanish coupon pages', () => {
    const mail = basketEmail(planCoupons(answer, 'one-pharmacy')!, 'es');
    expect(mail.subject).toBe('Sus cupones de RxSavvy: 2 cupones, $9.00 en total');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Store &lt;One&gt;');
    expect(mail.html).not.toContain('Rare<b>');
    expect(mail.html.match(/Abrir este cupón/g)).toHaveLength(2);
    expect(mail.text).toContain('Muestre cada cupón en la farmacia que aparece en él. Total de su lista: $9.00.');
    expect(mail.text).toContain('Sin precio cerca de su código postal: Rare<b> 1 mg, 30 tablets.');
    expect(mail.text).toContain('Farmacia: Store <One>, 1 Main St');
    expect(mail.text).toContain('BIN 610711 · PCN AXN · Grupo (Group) RXS100 · ID de miembro (Member ID) AN1');
    expect(mail.text).toMatch(/Precio verificado el 28 nov 2026, 3:00 .*UTC\./);
    expect(mail.text).toContain('Este es un programa de descuentos, NO un seguro.');
    expect(mail.text).toMatch(/Abrir este cupón: https?:\/\/[^/]+\/es\/coupon\?/);
    for (const english of ['Open this coupon', 'Pharmacy:', 'Price checked', 'Not priced', 'You get this e-mail', 'NOT insurance']) {
      expect(mail.text, english).not.toContain(english);
      expect(mail.html, english).not.toContain(english);
    }
  });

  it('says "1 cupón" for a single coupon', () => {
    const one = planCoupons({ ...answer, items: answer.items.slice(0, 1), pharmacies: [{ ...answer.pharmacies[0]!, items: [priced('00000000001', 4)], missing: [], total: 4 }], notPricedNearby: [] }, 'one-pharmacy')!;
    expect(basketEmail(one, 'es').subject).toBe('Sus cupones de RxSavvy: 1 cupón, $4.00 en total');
    expect(basketEmail(one).subject).toBe('Your RxSavvy coupons: 1 coupon, $4.00 in all');
  });
});
