import { afterEach, describe, expect, it } from 'vitest';
import { assertIssuedCoupon, couponRowSigner, couponSigner } from '../../../functions/domain/pricing/coupon-signature';

const coupon = {
  pharmacyName: 'CVS Pharmacy', price: 12.34, ln: 'Lisinopril', qty: '30 tablets', form: 'Tablet', dosage: '10 mg',
  rxBin: '006053', rxPcn: 'MSC', rxGroup: 'RX2002', memberId: 'SS807080844', servicePhone: '(800) 555-0150', helpdeskPhone: '(800) 555-0151',
};

async function signedWith(key: string) {
  process.env.COUPON_SIGNING_KEY = key;
  return { ...coupon, sig: (await couponSigner())(coupon) };
}

afterEach(() => {
  delete process.env.COUPON_SIGNING_KEY;
});

describe('coupon signatures', () => {
  it('signs a store\'s address and check time with the rest, and still verifies a coupon issued without them', async () => {
    process.env.COUPON_SIGNING_KEY = 'k1';
    const where = { addr: '1 Main St, San Diego, CA 92101', at: '2026-03-03T14:15:00.000Z' };
    const sig = (await couponRowSigner())(coupon, coupon.pharmacyName, { drugName: coupon.ln, quantityToDisplay: coupon.qty, form: coupon.form, strength: coupon.dosage }, where);
    await expect(assertIssuedCoupon({ ...coupon, ...where, sig })).resolves.toBeUndefined();
    await expect(assertIssuedCoupon({ ...coupon, ...where, addr: '9 Other Rd', sig }), 'a changed address').rejects.toMatchObject({ code: 'invalid_coupon' });
    await expect(assertIssuedCoupon({ ...coupon, ...where, at: '2020-01-01T00:00:00.000Z', sig }), 'a changed check time').rejects.toMatchObject({ code: 'invalid_coupon' });
    await expect(assertIssuedCoupon({ ...coupon, sig }), 'the address and time dropped').rejects.toMatchObject({ code: 'invalid_coupon' });
    const old = await signedWith('k1');
    await expect(assertIssuedCoupon(old), 'a coupon signed before addresses were signed').resolves.toBeUndefined();
  });

  it('accepts a coupon exactly as issued, and the same coupon as couponSchema normalises it', async () => {
    const issued = await signedWith('k1');
    expect(issued.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(assertIssuedCoupon(issued)).resolves.toBeUndefined();
    await expect(assertIssuedCoupon({ ...issued, pharmacyName: ' CVS Pharmacy ', rxPcn: 'msc', servicePhone: '800-555-0150' })).resolves.toBeUndefined();
  });

  it.each([
    ['pharmacyName', 'Call 800 to unlock your account'],
    ['price', 12.33],
    ['ln', 'Zestril'],
    ['qty', 'log in at evil.shop'],
    ['form', 'Capsule'],
    ['dosage', '20 mg'],
    ['rxBin', '610711'],
    ['rxGroup', 'RXS200'],
    ['memberId', 'SS1'],
    ['servicePhone', '(900) 555-0100'],
    ['helpdeskPhone', '(900) 555-0101'],
  ] as const)('refuses the coupon when %s changed', async (field, value) => {
    const issued = await signedWith('k1');
    await expect(assertIssuedCoupon({ ...issued, [field]: value })).rejects.toMatchObject({ status: 400, code: 'invalid_coupon' });
  });

  it('refuses a signature made with another key, and one of the wrong length', async () => {
    const foreign = await signedWith('attacker-key');
    process.env.COUPON_SIGNING_KEY = 'k1';
    await expect(assertIssuedCoupon(foreign)).rejects.toMatchObject({ status: 400 });
    await expect(assertIssuedCoupon({ ...foreign, sig: 'abc' })).rejects.toMatchObject({ status: 400 });
  });

  it('signs with the first key and still accepts the older ones during a rotation', async () => {
    const old = await signedWith('old-key');
    const fresh = await signedWith('new-key,old-key');
    expect(fresh.sig).toBe((await signedWith('new-key')).sig);
    process.env.COUPON_SIGNING_KEY = 'new-key,old-key';
    await expect(assertIssuedCoupon(old)).resolves.toBeUndefined();
    process.env.COUPON_SIGNING_KEY = 'new-key';
    await expect(assertIssuedCoupon(old)).rejects.toMatchObject({ status: 400 });
  });

  it('signs a priced row as the coupon it makes: its price and claim codes, the pharmacy shown and the drug (and NDC) as selected', async () => {
    process.env.COUPON_SIGNING_KEY = 'k1';
    const row = { ...coupon, npi: '1234567890', pbm: 'Any PBM', checkedAt: '2026-01-01T00:00:00.000Z', pharmacyName: 'ignored: the row names its pharmacy its own way' };
    const selected = { drugName: coupon.ln, quantityToDisplay: coupon.qty, form: coupon.form, strength: coupon.dosage, ndc: '00591040701', quantity: 30 };
    const sign = await couponSigner();
    expect((await couponRowSigner())(row, coupon.pharmacyName, selected)).toBe(sign({ ...coupon, nd: '00591040701' }));
    const { ndc: _ndc, ...withoutNdc } = selected;
    expect((await couponRowSigner())(row, coupon.pharmacyName, withoutNdc), 'a row whose page gets no NDC (mail order)').toBe(sign(coupon));
  });

  it('signs the product (nd): another NDC, the NDC dropped, or one added to a coupon issued without it is refused (issue 29)', async () => {
    process.env.COUPON_SIGNING_KEY = 'k1';
    const sign = await couponSigner();
    const withNdc = { ...coupon, nd: '00591040701', sig: sign({ ...coupon, nd: '00591040701' }) };
    await expect(assertIssuedCoupon(withNdc)).resolves.toBeUndefined();
    await expect(assertIssuedCoupon({ ...withNdc, nd: '00093111210' }), 'another NDC').rejects.toMatchObject({ code: 'invalid_coupon' });
    const { nd: _nd, ...dropped } = withNdc;
    await expect(assertIssuedCoupon(dropped), 'the NDC dropped').rejects.toMatchObject({ code: 'invalid_coupon' });
    const old = await signedWith('k1');
    await expect(assertIssuedCoupon(old), 'a coupon issued without an NDC').resolves.toBeUndefined();
    await expect(assertIssuedCoupon({ ...old, nd: '00591040701' }), 'an NDC added to it').rejects.toMatchObject({ code: 'invalid_coupon' });
  });

  it('fails loudly when no key is configured (never signs with an empty key)', async () => {
    await expect(couponSigner()).rejects.toThrow(/COUPON_SIGNING_KEY/);
  });
});
