import { BRAND } from '../../../shared/brand';
import { emailLayout, escapeHtml } from '../messaging/html';
import { sendEmail } from '../messaging/send';

/** The link that proves the typed e-mail belongs to the submitter; it verifies the opt-in. */
export function confirmationLink(origin: string, npi: string, token: string): string {
  const url = new URL('/api/pharmacy-portal/confirm', origin);
  url.searchParams.set('npi', npi);
  url.searchParams.set('token', token);
  return url.href;
}

export async function sendOptInConfirmation(to: string, npi: string, link: string): Promise<void> {
  const title = 'Confirm your pharmacy opt-in';
  const bodyHtml = `<p>We received an opt-in to the ${escapeHtml(BRAND.name)} pharmacy program for the pharmacy with NPI <strong>${escapeHtml(npi)}</strong>.</p>
<p>To verify that you have the authority to opt this pharmacy in, please confirm with the button below. The link is valid for 7 days.</p>
<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="background:#0b6e4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">Confirm the opt-in</a></p>
<p>If you did not submit this, ignore this e-mail: nothing changes until the link is used.</p>`;
  const text = `We received an opt-in to the ${BRAND.name} pharmacy program for the pharmacy with NPI ${npi}.\n\nConfirm it (valid for 7 days): ${link}\n\nIf you did not submit this, ignore this e-mail: nothing changes until the link is used.`;
  await sendEmail({ to, subject: `${BRAND.name}: ${title}`, html: emailLayout({ title, bodyHtml }), text, category: 'pharmacy-opt-in' });
}
