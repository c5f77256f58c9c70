import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PharmacyPrice } from '../../../shared/contracts/prices';
import { PharmacyRow } from '../../../web/src/features/search/PharmacyRow';
import { WhyThisPriceBody } from '../../../web/src/features/search/WhyThisPrice';
import { details, pharmacyPrice } from './search-fixtures';

/** A modelled cash price is labelled an estimate; a U&C row says why it has no coupon. */
function row(price: PharmacyPrice): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <PharmacyRow price={price} details={details()} layout="desktop" returnURL="/Lisinopril" now={Date.parse('2026-11-22T10:05:00Z')} />
    </MemoryRouter>,
  );
  return plain(html);
}

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('the retail price on a pharmacy row', () => {
  it('calls a modelled cash price an estimated retail price, beside the saving against it', () => {
    const text = row(pharmacyPrice({ price: 5.1, ucPrice: 11.95 }));
    expect(text).toContain('Estimated retail price $12 Save 57%');
  });

  it('names the source and date of an observed cash price', () => {
    const text = row(pharmacyPrice({ ucPriceSource: { kind: 'observed', asOf: '2026-11-20', source: "the pharmacy's posted price list" } }));
    expect(text).toContain("Retail price (the pharmacy's posted price list, 2026-11-20) $12 Save 57%");
    expect(text).not.toContain('Estimated');
  });

  it("keeps the spec's 'Retail Price' label and hint on a U&C row and explains it, without a coupon's steps", () => {
    const price = pharmacyPrice({ priceBasis: 'UC', price: 4, ucPrice: 4, breakdown: { ...pharmacyPrice().breakdown, steps: ['ScriptSave pays Walgreens AWP less 72%'] } });
    const shown = row(price);
    expect(shown).toContain('Retail Price Price charged by this retailer, no coupon necessary');
    expect(shown).toContain("The pharmacy's own cash price was lower than any coupon. This is an estimated retail price");
    expect(shown).not.toContain('Get Coupon');
    // "Why this price?" draws its body once opened (it loads then): the body on its own.
    const why = plain(renderToStaticMarkup(<WhyThisPriceBody price={price} details={details()} />));
    expect(why).not.toContain('AWP less 72%');
    expect(why).toContain("This pharmacy's own retail price, $4.00 (an estimate), is lower than any coupon price");
  });
});
