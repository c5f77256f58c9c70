import { describe, expect, it } from 'vitest';
import { recipientKey } from '../../../functions/domain/messaging/recipient-key';
import { isTextableUsNumber } from '../../../shared/nanp';

describe('recipient limits count mailboxes, not spellings', () => {
  it('folds plus-tags, case, and Gmail dots into one key', () => {
    const key = recipientKey('pat@example.com');
    for (const alias of ['pat+1@example.com', 'PAT+coupon@Example.com', ' pat@example.com ']) expect(recipientKey(alias)).toBe(key);
    expect(recipientKey('p.a.t+x@gmail.com')).toBe(recipientKey('pat@googlemail.com'));
    // Dots are a different mailbox where the provider keeps them.
    expect(recipientKey('p.at@example.com')).not.toBe(key);
    expect(recipientKey('(619) 555-0100')).toBe('+16195550100');
  });
});

describe('SMS goes only to US numbers', () => {
  it.each(['+12024560143', '+16195551234', '+12123470000', '+19072345678', '+18082345678', '+17712345678'])('texts %s', (n) => {
    expect(isTextableUsNumber(n)).toBe(true);
  });
  it.each([
    ['Jamaica', '+18762345678'], ['Dominican Republic', '+18092345678'], ['British Virgin Islands', '+12842345678'], ['Puerto Rico', '+17872345678'],
    ['Canada (Toronto)', '+14162345678'], ['toll-free', '+18002345678'], ['premium 900', '+19002345678'], ['N11', '+14112345678'],
    ['inbound international 456', '+14562345678'], ['Northern Marianas', '+16702345678'], ['Guam', '+16712345678'], ['American Samoa', '+16842345678'],
    ['unassigned 299', '+12992345678'], ['unassigned 387 (Canada, not US)', '+13872345678'], ['personal 5XX', '+15332345678'],
    ['personal 500', '+15002345678'], ['non-geographic 600', '+16002345678'], ['non-geographic 622', '+16222345678'], ['interexchange 700', '+17002345678'],
    ['government 710', '+17102345678'], ['toll-free 833', '+18332345678'], ['toll-free 888', '+18882345678'], ['USVI 340', '+13402345678'],
    ['Puerto Rico 939', '+19392345678'], ['unassigned 221', '+12212345678'], ['unassigned 420', '+14202345678'], ['expansion 396', '+13962345678'],
  ])('refuses %s', (_name, n) => {
    expect(isTextableUsNumber(n)).toBe(false);
  });

  // NANPA's NPA database of 2025-11-26 (shared/nanp.ts): codes that came into service in 2025-26.
  it.each([['621 Texas', '+16212345678'], ['729 Tennessee', '+17292345678'], ['465 New York', '+14652345678'], ['471 Mississippi', '+14712345678']])(
    'texts the overlay %s, which NANPA lists as a US geographic code',
    (_name, n) => {
      expect(isTextableUsNumber(n)).toBe(true);
    },
  );
});
