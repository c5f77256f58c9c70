import { BRAND } from '../../../shared/brand';
import { INCENTIVE_TERMS, SIGNUP_KIND_NAMES } from '../../../shared/contracts/signups';
import { emailLayout, escapeHtml } from '../messaging/html';
import { manageLink } from './links';
import type { Subscription } from './model';
import type { Occurrence } from './schedule';

/**
 * The words of every sign-up message. Health information is limited to what the visitor chose
 * to share (a drug name, a first name), and only the visitor sees it: a family contact is someone
 * else, so their messages carry no typed text at all (no drug, no name: a "name" is free text a
 * stranger could fill with a scam), and an SMS carries nothing beyond the drug name the visitor typed.
 */
export interface Composed {
  subject: string;
  /** Plain sentences; the e-mail escapes them, the SMS adds the links. */
  lines: string[];
  action?: { label: string; href: string };
}


const med = (sub: Subscription) => sub.drugName || 'your medication';
const longDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const clock = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

export function confirmationMessage(sub: Subscription, token: string, forFamily: boolean): Composed {
  const what = SIGNUP_KIND_NAMES[sub.kind];
  return forFamily
    ? {
        subject: 'Confirm: refill notices for a family member',
        lines: [
          `Someone in your family asked ${BRAND.name} to tell you when their prescription refill is due.`,
          'Nothing will be sent to you unless you confirm. If you did not expect this, ignore this message.',
        ],
        action: { label: 'Confirm family notifications', href: manageLink('confirm', token) },
      }
    : {
        subject: `Confirm your ${what}`,
        lines: [`Please confirm that you want ${what} from ${BRAND.name}.`, 'Nothing will be sent until you confirm. If you did not sign up, ignore this message.'],
        action: { label: `Confirm ${what}`, href: manageLink('confirm', token) },
      };
}

export function occurrenceMessage(sub: Subscription, o: Occurrence, manageToken: string, points?: number): Composed {
  switch (o.type) {
    case 'reminder':
      return { subject: `Reminder: ${med(sub)} at ${clock(o.about)}`, lines: [`It's time for ${med(sub)} (${clock(o.about)}).`] };
    case 'refillDue':
      return sub.kind === 'family-notifications'
        ? { subject: 'A family refill is due soon', lines: [`Your family member's prescription refill is due on ${longDate(o.about)}.`, 'You get this because they asked us to tell you, and you agreed.'] }
        : {
            subject: `Your ${med(sub)} refill is due ${longDate(o.about)}`,
            lines: [`Your ${med(sub)} refill is due on ${longDate(o.about)}.`, 'Compare prices before you refill; they change every week.'],
            action: { label: 'Compare prices', href: `https://${BRAND.domain}/${sub.drugName ? encodeURIComponent(sub.drugName) : 'search'}` },
          };
    case 'refillCheck':
      return {
        subject: 'Did you pick up your refill?',
        lines: [`Your ${med(sub)} refill was due on ${longDate(o.about)}. If you picked it up, tell us with one click.`],
        action: { label: 'Yes, I picked it up', href: manageLink('refilled', manageToken) },
      };
    case 'thanks':
      return thanks(sub, points);
    case 'checkIn':
      return {
        subject: 'How is your medication going?',
        lines: ['Checking in: is cost, a side effect or the timing of doses getting in the way?', `Our free tools can help, or call our pharmacy team at ${BRAND.phoneLabel}.`],
        action: { label: 'Take the 1-minute check', href: `https://${BRAND.domain}/irxsavvy/able-to-adhere-to-treatment-plan` },
      };
    case 'educational':
      return {
        subject: 'Questions about your medications?',
        lines: [`A ${BRAND.name} pharmacist can go over your medications with you: what each is for, how to take them, and cheaper options to ask your prescriber about.`, `Call ${BRAND.phoneLabel} at a time that suits you.`],
      };
  }
}

function thanks(sub: Subscription, points?: number): Composed {
  if (sub.kind === 'monetary-incentives') {
    return {
      subject: `+${INCENTIVE_TERMS.pointsPerOnTimeRefill} points for an on-time refill`,
      lines: [`Thank you for refilling on time. You earned ${INCENTIVE_TERMS.pointsPerOnTimeRefill} points; your total is ${points ?? 0}.`, INCENTIVE_TERMS.text],
    };
  }
  if (sub.kind === 'personalized-thank-yous') {
    return { subject: `Thank you${sub.firstName ? `, ${sub.firstName}` : ''}!`, lines: [`Thank you${sub.firstName ? `, ${sub.firstName}` : ''}, for refilling ${med(sub)} on time. Staying on schedule is what makes a medicine work.`] };
  }
  return { subject: 'Thank you for refilling on time', lines: ['Thank you for refilling on time. Staying on schedule is what makes a medicine work.'] };
}

/** `unsubscribeHref` is the one-click opt-out of a sign-up; a message outside one (a deletion link) has none. */
export function toEmail(c: Composed, unsubscribeHref?: string): { subject: string; html: string; text: string } {
  const body = c.lines.map((l) => `<p style="margin:0 0 12px;">${escapeHtml(l)}</p>`).join('') +
    (c.action ? `<p style="margin:16px 0;"><a href="${escapeHtml(c.action.href)}" style="background:#0b6e4f;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;">${escapeHtml(c.action.label)}</a></p>` : '');
  const optOut = unsubscribeHref ? `<a href="${escapeHtml(unsubscribeHref)}">Unsubscribe with one click</a>. ` : '';
  const footer = `<p style="margin:0;">${optOut}${escapeHtml(BRAND.name)} is a prescription discount program, not insurance.</p>`;
  const text = [...c.lines, ...(c.action ? [`${c.action.label}: ${c.action.href}`] : []), ...(unsubscribeHref ? ['', `Unsubscribe: ${unsubscribeHref}`] : [])].join('\n');
  return { subject: c.subject, html: emailLayout({ title: c.subject, bodyHtml: body, footerHtml: footer }), text };
}

export function toSms(c: Composed, unsubscribeHref?: string): string {
  return [`${BRAND.name}: ${c.lines[0]}`, ...(c.action ? [`${c.action.label}: ${c.action.href}`] : []), unsubscribeHref ? `Stop: reply STOP or ${unsubscribeHref}` : 'Stop: reply STOP'].join('\n');
}
