import { BRAND } from '../../../shared/brand';
import type { ConfirmStep, OptInChange } from '../../../shared/contracts/pharmacy-portal';
import { emailLayout, escapeHtml } from '../messaging/html';
import { deliver, enforceRecipientLimit } from '../messaging/limits';
import { siteUrl } from '../messaging/names';
import { sendEmail } from '../messaging/send';

/**
 * The link in the e-mail opens the confirmation page, which shows what would change and applies
 * it only on its one click (a POST): mail scanners fetch links, and a fetch must change nothing.
 * Built on the stage's own site origin (SITE_URL), never from request headers.
 */
export function confirmationLink(npi: string, token: string): string {
  const url = new URL('/pharmacy-portal/confirm', `${siteUrl()}/`);
  url.searchParams.set('npi', npi);
  url.searchParams.set('token', token);
  return url.href;
}

const SUBJECTS: Record<ConfirmStep, string> = {
  firstOptIn: 'Confirm your pharmacy opt-in',
  ownerApprovesChange: 'A change to your pharmacy opt-in is waiting for your approval',
  newAddressConfirms: 'Confirm you are the new contact for a pharmacy opt-in',
};

const BUTTONS: Record<ConfirmStep, string> = {
  firstOptIn: 'Review and confirm the opt-in',
  ownerApprovesChange: 'Review the change',
  newAddressConfirms: 'Review and confirm',
};

function intro(step: ConfirmStep, npi: string, addressChanges: boolean): string[] {
  switch (step) {
    case 'firstOptIn':
      return [
        `We received an opt-in to the ${BRAND.name} pharmacy program for the pharmacy with NPI ${npi}, with the details below.`,
        'Confirm that this is your address on the page the button opens. Our team then approves the opt-in: the pharmacy directory lists no e-mail address we could check yours against.',
      ];
    case 'ownerApprovesChange':
      return [
        `Someone asked to change the ${BRAND.name} opt-in of the pharmacy with NPI ${npi}, which is verified with this address. This is what would change:`,
        addressChanges
          ? 'The change moves the opt-in to another e-mail address: after you approve it, that address must confirm too.'
          : 'It applies only if you approve it on the page the button opens.',
      ];
    case 'newAddressConfirms':
      return [
        `The owner of the ${BRAND.name} opt-in of the pharmacy with NPI ${npi} approved moving it to this address, with the details below.`,
        'It applies once you confirm on the page the button opens.',
      ];
  }
}

const shown = (c: OptInChange) => (c.from === null ? c.to : `${c.from} → ${c.to}`);

/**
 * The e-mail says what the link would change: every field (old → new for the owner of a verified
 * opt-in), and that nothing happens until the page's button is pressed.
 */
export async function sendOptInLink({ to, npi, token, step, fields }: { to: string; npi: string; token: string; step: ConfirmStep; fields: (OptInChange & { changed: boolean })[] }): Promise<void> {
  await enforceRecipientLimit('pharmacyOptIn', to);
  const link = confirmationLink(npi, token);
  const listed = step === 'ownerApprovesChange' ? fields.filter((f) => f.changed) : fields;
  const addressChanges = fields.some((f) => f.field === 'SubmitterEmail' && f.changed);
  const [first, second] = intro(step, npi, addressChanges);
  const title = SUBJECTS[step];
  const rows = listed.length === 0
    ? '<li>Nothing: the change repeats the current details.</li>'
    : listed.map((c) => `<li><strong>${escapeHtml(c.label)}</strong>: ${escapeHtml(shown(c))}</li>`).join('');
  const bodyHtml = `<p>${escapeHtml(first!)}</p>
<ul>${rows}</ul>
<p>${escapeHtml(second!)}</p>
<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="background:#0b6e4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(BUTTONS[step])}</a></p>
<p>The link is valid for 7 days. Opening it changes nothing by itself. If you did not ask for this, ignore this e-mail.</p>`;
  const text = [
    first,
    '',
    ...(listed.length === 0 ? ['- Nothing: the change repeats the current details.'] : listed.map((c) => `- ${c.label}: ${shown(c)}`)),
    '',
    second,
    '',
    `Review and confirm (valid for 7 days): ${link}`,
    '',
    'Opening the link changes nothing by itself. If you did not ask for this, ignore this e-mail.',
  ].join('\n');
  await deliver(() => sendEmail({ to, subject: `${BRAND.name}: ${title}`, html: emailLayout({ title, bodyHtml }), text, category: 'pharmacy-opt-in' }));
}
