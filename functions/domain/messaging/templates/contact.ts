import { BRAND } from '../../../../shared/brand';
import { emailLayout, escapeHtml } from '../html';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * The forms send their body as HTML (rules#calls: the demo request's body is HTML). Nothing of it is
 * relayed as markup: it is read as text (block ends become line breaks, tags dropped, entities
 * decoded) and escaped again into our own layout.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/div|\/li|\/tr|\/h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A contact, demo or API-contact message to the team's inbox; the visitor is only the Reply-To. */
export function contactEmail(input: { subject: string; emailBody: string; visitorEmail: string }): { subject: string; html: string; text: string } {
  const message = htmlToText(input.emailBody);
  const subject = `[${BRAND.name} website] ${input.subject}`;
  const bodyHtml = `<p style="margin:0 0 12px;">From: ${escapeHtml(input.visitorEmail)} (reply to this e-mail to answer)</p>
<div style="margin:0;padding:12px;background:#f4f6f8;border-radius:6px;white-space:pre-wrap;">${escapeHtml(message)}</div>`;
  const footerHtml = '<p style="margin:0;">Sent from the website\'s contact form. The text above is what the visitor typed, shown as plain text.</p>';
  return {
    subject,
    html: emailLayout({ title: input.subject, bodyHtml, footerHtml }),
    text: `From: ${input.visitorEmail} (reply to this e-mail to answer)\n\n${message}`,
  };
}
