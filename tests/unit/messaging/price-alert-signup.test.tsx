import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../web/src/app/store';
import { PriceAlertSignup } from '../../../web/src/components/price-alert/PriceAlertSignup';

// Its words are a catalog section on the page (loaded as the signup nears the screen); the unbuilt
// catalog a unit test reads has every key, so the section's `t` is the plain one here.
vi.mock('../../../web/src/i18n/section-catalogs', async () => {
  const { useT } = await import('../../../web/src/i18n/use-t');
  return { useSectionT: () => useT() };
});

describe('<PriceAlertSignup>', () => {
  it('offers e-mail or text with labelled controls and Send disabled until the receiver is valid', () => {
    const html = renderToStaticMarkup(
      <Provider store={makeStore()}>
        <PriceAlertSignup drugName="Lisinopril" ndc="00093111310" quantity={30} zip="92101" bestPrice={7.42} />
      </Provider>,
    );
    expect(html).toContain('Tell me when the price drops');
    expect(html).toContain('drops under $7.42');
    expect(html).toMatch(/<legend>Send alerts by<\/legend>/);
    expect(html).toMatch(/<label[^>]*for="[^"]+-to"[^>]*>Email address<\/label>/);
    expect(html).toMatch(/<button type="submit" disabled="" aria-describedby="[^"]+-why">Alert me<\/button>/);
    expect(html).toContain('Enter your e-mail address to turn on the alert.');
  });
});
