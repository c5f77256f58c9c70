import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../functions/domain/messaging/html';
import { contactEmail, htmlToText } from '../../../functions/domain/messaging/templates/contact';
import { isDrop } from '../../../functions/domain/price-alerts/alert-pricing';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('htmlToText', () => {
  it('reads a form\'s HTML body as text: blocks become lines, tags go, entities decode', () => {
    expect(htmlToText('<p><strong>Name:</strong> Ann</p><p>Company: A&amp;B</p><script>x</script>')).toBe('Name: Ann\nCompany: A&B\nx');
  });
  it('keeps what looks like markup only as escaped text in the e-mail', () => {
    const mail = contactEmail({ subject: 'Hi', emailBody: '&lt;script&gt;alert(1)&lt;/script&gt;', visitorEmail: 'a@example.com' });
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('price drops', () => {
  it('needs at least 3% and 50 cents', () => {
    expect(isDrop(9.5, 10)).toBe(true);
    expect(isDrop(9.6, 10)).toBe(false);
    expect(isDrop(97.5, 100)).toBe(false);
    expect(isDrop(97, 100)).toBe(true);
  });
});
