import { describe, expect, it } from 'vitest';
import { formatNdc, readCouponQuery } from '../../../web/src/features/coupon/coupon-query';
import { pharmacyLogoKey } from '../../../web/src/features/coupon/PharmacyLogo';

const valid = {
  pharmacyName: 'CVS Pharmacy', price: '12.5', ln: 'Lisinopril', qty: '30 tablets', form: 'Tablet', dosage: '10 mg', rxBin: '610711',
  rxPcn: 'AX', rxGroup: 'RXS01', memberId: 'RXS123', servicePhone: '(800) 555-0100', helpdeskPhone: '(800) 555-0101',
};

describe('the coupon page query (rules#coupon-page)', () => {
  it('reads a coupon, the NDC and gclid', () => {
    const input = readCouponQuery(new URLSearchParams({ ...valid, returnURL: '/Lisinopril?z=10001', nd: '00093111210', gclid: 'abc' }));
    expect(input.coupon).toMatchObject({ pharmacyName: 'CVS Pharmacy', price: 12.5, rxBin: '610711', nd: '00093111210' });
    expect(input).toMatchObject({ backTo: '/Lisinopril?z=10001', gclid: 'abc' });
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', ''])('sends returnURL %j back home', (returnURL) => {
    expect(readCouponQuery(new URLSearchParams({ ...valid, returnURL })).backTo).toBe('/');
  });

  it.each([
    ['a missing field', { ...valid, rxBin: undefined }],
    ['a bad bin', { ...valid, rxBin: '12' }],
    ['a negative price', { ...valid, price: '-1' }],
    ['a price that is not a number', { ...valid, price: 'free' }],
  ])('refuses %s', (_name, query) => {
    const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
    expect(readCouponQuery(params).coupon).toBeUndefined();
  });

  it('refuses a coupon whose NDC is not 11 digits (the NDC is one of its signed fields), and formats one that is', () => {
    expect(readCouponQuery(new URLSearchParams({ ...valid, nd: '123' })).coupon).toBeUndefined();
    expect(formatNdc('00093111210')).toBe('00093-1112-10');
  });

  it('maps the six chains with or without "Pharmacy" and nothing else', () => {
    for (const name of ['Walgreens', 'Kroger Pharmacy', 'Albertsons', 'Walmart Pharmacy', 'Rite Aid', 'CVS Pharmacy', 'cvs']) {
      expect(pharmacyLogoKey(name), name).toBeDefined();
    }
    expect(pharmacyLogoKey('CVS inside Target')).toBeUndefined();
    expect(pharmacyLogoKey('Costco')).toBeUndefined();
  });
});
