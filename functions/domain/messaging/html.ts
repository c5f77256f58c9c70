import { BRAND } from '../../../shared/brand';
import { escapeHtml } from '../../../shared/html';
import { type MessageLang, PHONE_LABELS } from './language';

export { escapeHtml };

export interface EmailLayout {
  /** Plain text; escaped here. */
  title: string;
  /** Already-safe HTML: build it from escapeHtml'd values only. */
  bodyHtml: string;
  /** Already-safe HTML under the body (unsubscribe line, disclaimers). */
  footerHtml?: string;
  /** The message's language, for `<html lang>` (screen readers read the e-mail in it). */
  lang?: MessageLang;
}

/**
 * The one HTML frame of every e-mail: a single centred column with inline styles (mail clients
 * drop <style> and external CSS), no images, no scripts, no tracking pixels.
 */
export function emailLayout({ title, bodyHtml, footerHtml = '', lang = 'en' }: EmailLayout): string {
  const safeTitle = escapeHtml(title);
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${safeTitle}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e4e7eb;font-size:20px;font-weight:bold;color:#0b6e4f;">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;">
<h1 style="margin:0 0 16px;font-size:22px;">${safeTitle}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;line-height:1.5;color:#52606d;">
${footerHtml}
<p style="margin:8px 0 0;">${escapeHtml(BRAND.name)} · ${escapeHtml(PHONE_LABELS[lang])} · ${escapeHtml(BRAND.email)}</p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
