import { describe, expect, it } from 'vitest';
import { contactBody } from '../../../web/src/features/contact/contact-body';

describe('the forms\' HTML body (rules#calls)', () => {
  it('escapes every typed value, keeps line breaks and drops empty optional fields', () => {
    expect(contactBody([['Name', '<Ann>'], ['Company', ''], ['Message', 'a & b\nc']])).toBe(
      '<p><strong>Name:</strong> &lt;Ann&gt;</p><p><strong>Message:</strong> a &amp; b<br>c</p>',
    );
  });
});
