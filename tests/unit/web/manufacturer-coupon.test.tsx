import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MANUFACTURER_PROGRAMS, manufacturerCouponHref, recognisedProgram } from '../../../shared/manufacturer-programs';
import ManufacturerCouponPage from '../../../web/src/features/manufacturer-coupon/ManufacturerCouponPage';

const render = (url: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <ManufacturerCouponPage />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const outbound = (html: string) => [...html.matchAll(/href="(https?:[^"]*)"/g)].map((m) => m[1]);

describe('which manufacturer programs /manufacturer-coupon recognises (rules#manufacturer-coupon, issue 29)', () => {
  const eliquis = MANUFACTURER_PROGRAMS.find((p) => p.brand === 'Eliquis')!;

  it('a brand of the table, in any case, with no URL or a URL on one of its program\'s own origins', () => {
    expect(recognisedProgram('Eliquis', undefined)).toBe(eliquis);
    expect(recognisedProgram(' eliquis ', null)).toBe(eliquis);
    expect(recognisedProgram('ELIQUIS', 'https://www.eliquis.com/')).toBe(eliquis);
    expect(recognisedProgram('Eliquis', 'https://www.eliquis.com/savings?x=1')).toBe(eliquis);
    expect(recognisedProgram('Eliquis', 'https://www.bmspaf.org/')).toBe(eliquis);
  });

  it.each([
    ['another site', 'Eliquis', 'https://eliquis-savings.example/'],
    ['another brand\'s site', 'Eliquis', 'https://www.lipitor.com/'],
    ['http', 'Eliquis', 'http://www.eliquis.com/'],
    ['credentials in the URL', 'Eliquis', 'https://user@www.eliquis.com/'],
    ['a look-alike subdomain', 'Eliquis', 'https://www.eliquis.com.example.net/'],
    ['another port', 'Eliquis', 'https://www.eliquis.com:8443/'],
    ['javascript:', 'Eliquis', 'javascript:alert(1)'],
    ['an empty URL', 'Eliquis', ''],
    ['a drug without a program', 'Lisinopril', undefined],
    ['free text', 'RxSavvy refunds: call 876-234-5678', undefined],
  ])('not %s', (_name, drugName, url) => {
    expect(recognisedProgram(drugName, url)).toBeUndefined();
  });

  it('every link the site makes to the page (the drug page\'s "about" block) is recognised', () => {
    for (const program of MANUFACTURER_PROGRAMS) {
      const href = manufacturerCouponHref(program, '/Eliquis?zip=92101');
      const query = new URL(href, 'https://rxsavvy.test').searchParams;
      expect(recognisedProgram(query.get('drugName'), query.get('manufacturerURL')), href).toBe(program);
      expect(query.get('returnURL')).toBe('/Eliquis?zip=92101');
    }
  });
});

describe('the manufacturer coupon page', () => {
  it('for a known program: its name, the table\'s own sites (not the query\'s path), the enrollment service and the FAQ', () => {
    const html = render(`/manufacturer-coupon?drugName=eliquis&manufacturerURL=${encodeURIComponent('https://www.eliquis.com/anything')}&returnURL=%2FEliquis`);
    expect(text(html)).toContain('Manufacturer coupon for Eliquis');
    expect(text(html)).toContain("Bristol Myers Squibb's Eliquis savings program (www.eliquis.com)");
    expect(outbound(html)).toEqual(['https://www.eliquis.com/', 'https://www.bmspaf.org/']);
    expect(text(html)).toContain('$0 copay for $60 per month');
    expect(html.match(/class="faq-item"/g)).toHaveLength(4);
    expect(html).toContain('href="/Eliquis"');
  });

  it('without a query: the general page, which points to the finder', () => {
    const html = render('/manufacturer-coupon');
    expect(text(html)).toContain('Manufacturer coupons');
    expect(text(html)).not.toContain("don't recognise");
    expect(html).toContain('href="/irxsavvy/manufacturer-coupon"');
    expect(outbound(html)).toEqual([]);
  });
});
