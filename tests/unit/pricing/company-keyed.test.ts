import { describe, expect, it } from 'vitest';
import { OBSERVED_CHAINS } from '../../../shared/contracts/competitor-prices';
import { CAROUSEL_CHAINS } from '../../../web/src/features/home/PharmacyLogoCarousel';
import { classifyPharmacy } from '../../../functions/domain/catalog/pharmacy-chains';
import { transferPagesOf } from '../../../functions/domain/catalog/pharmacy-format';
import { companyOfChain } from '../../../functions/domain/pricing/comparison';

/** A pharmacy company, not its banner, is what prices, transfers and is compared. */
describe('company-keyed pharmacy facts', () => {
  it("finds the company of every chain the comparison page observes (Sam's Club is Walmart's)", () => {
    for (const chain of OBSERVED_CHAINS) expect(companyOfChain(chain), chain).toBeTruthy();
    expect(companyOfChain("Sam's Club")).toBe('Walmart');
    expect(companyOfChain('CVS')).toBe('CVS Health');
    expect(companyOfChain('Independent')).toBeUndefined();
  });

  it('names no closed chain on the comparison page or in the home carousel (Rite Aid closed in 2025)', () => {
    for (const chain of [...OBSERVED_CHAINS, ...CAROUSEL_CHAINS]) expect(classifyPharmacy([chain], { state: '', zip: '' }).kind, chain).toBe('chain');
    expect([...OBSERVED_CHAINS, ...CAROUSEL_CHAINS].join()).not.toMatch(/rite ?aid/i);
  });

  it("gives a banner its company's transfer pages, except where the banner has its own pharmacy site", () => {
    expect(transferPagesOf('Duane Reade', 'Walgreens').websiteDomain).toBe('walgreens.com');
    expect(transferPagesOf('Ralphs', 'Kroger').guestURL).toBe('https://www.kroger.com/pharmacy/transfer');
    expect(transferPagesOf('Jewel-Osco', 'Albertsons').websiteDomain).toBe('albertsons.com');
    expect(transferPagesOf('CVS', 'CVS Health').websiteDomain).toBe('cvs.com');
    expect(transferPagesOf("Sam's Club", 'Walmart').websiteDomain).toBe('');
    expect(transferPagesOf('Mail Order', 'CVS Health').websiteDomain).toBe('');
    expect(transferPagesOf('Independent', '').websiteDomain).toBe('');
  });
});
