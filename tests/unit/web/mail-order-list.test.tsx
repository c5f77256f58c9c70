import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MailOrderList } from '../../../web/src/features/search/MailOrderList';
import type { MailOrderCoupon } from '../../../web/src/features/search/search-endpoints';
import { details } from './search-fixtures';

/** Each mail-order option says how to send the prescription, and its shipping (estimated when modelled). */
const coupon = (over: Partial<MailOrderCoupon> = {}): MailOrderCoupon => ({
  pharmacyName: 'Amazon Pharmacy', drugName: 'Lisinopril', price: 9.5, pharmacistQuestionsPhoneNumber: '(800) 555-0100', customerQuestionsPhoneNumber: '(800) 555-0101',
  rxBin: '610711', rxPCN: 'AXE', memberID: 'M1', rxGroup: 'G1', checkedAt: '2026-11-22T10:00:00Z', pbm: 'Axe', qty: '30 tablets', form: 'tablet', dosage: '20 mg', couponSig: 'sig',
  pharmacyNpi: '1134916075', pharmacyAddress: '3051 Research Drive Ste 100, Richardson, TX 75082', pharmacyPhone: '(855) 745-5725',
  shipping: { costUsd: 5, minBusinessDays: 3, maxBusinessDays: 7, source: { kind: 'modelled' } },
  ...over,
});
const render = (c: MailOrderCoupon) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MailOrderList coupons={[c]} details={details()} returnURL="/Lisinopril" now={Date.parse('2026-11-22T10:05:00Z')} layout="mobile" />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('a mail-order option you can act on', () => {
  it('names the service as a prescriber e-prescribes to it (name, NPI, address, phone as a tel: link), and the transfer page', () => {
    const html = render(coupon());
    expect(text(html)).toContain('How to send your prescription to Amazon Pharmacy');
    expect(text(html)).toContain('ask your prescriber to e-prescribe it to Amazon Pharmacy, NPI 1134916075, 3051 Research Drive Ste 100, Richardson, TX 75082, phone (855) 745-5725.');
    expect(html).toContain('href="tel:8557455725"');
    expect(html).toContain('href="/prescription-transfer?p=Amazon%20Pharmacy"');
  });

  it('gives shipping cost and time, labelled estimated when modelled; without a phone it names no phone', () => {
    expect(text(render(coupon()))).toContain('Shipping $5.00, delivery in 3–7 business days (estimated)');
    const quiet = text(render(coupon({ pharmacyPhone: '', shipping: undefined })));
    expect(quiet).toContain('Shipping cost and delivery time: ask the pharmacy when you order');
    expect(quiet).not.toContain('phone');
  });
});
