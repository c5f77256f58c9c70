import { BRAND } from '../../../shared/brand';
import { INCENTIVE_TERMS, SIGNUP_KIND_NAMES, type SignupKind } from '../../../shared/contracts/signups';
import { emailLayout, escapeHtml } from '../messaging/html';
import { langOf, LOCALES, type MessageLang, pagePath, type PerLang, PHONE_LABELS } from '../messaging/language';
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


/** The words of every sign-up message (and of the deletion link), per language; the composing below is written once. */
export const SIGNUP_STRINGS = {
  en: {
    kindNames: SIGNUP_KIND_NAMES,
    yourMedication: 'your medication',
    am: 'AM',
    pm: 'PM',
    familyConfirmSubject: 'Confirm: refill notices for a family member',
    familyConfirmLines: [
      `Someone in your family asked ${BRAND.name} to tell you when their prescription refill is due.`,
      'Nothing will be sent to you unless you confirm. If you did not expect this, ignore this message.',
    ],
    familyConfirmAction: 'Confirm family notifications',
    confirmSubject: (what: string) => `Confirm your ${what}`,
    confirmLines: (what: string) => [`Please confirm that you want ${what} from ${BRAND.name}.`, 'Nothing will be sent until you confirm. If you did not sign up, ignore this message.'],
    confirmAction: (what: string) => `Confirm ${what}`,
    reminderSubject: (med: string, time: string) => `Reminder: ${med} at ${time}`,
    reminderLine: (med: string, time: string) => `It's time for ${med} (${time}).`,
    familyRefillSubject: 'A family refill is due soon',
    familyRefillLines: (date: string) => [`Your family member's prescription refill is due on ${date}.`, 'You get this because they asked us to tell you, and you agreed.'],
    refillSubject: (med: string, date: string) => `Your ${med} refill is due ${date}`,
    refillLines: (med: string, date: string) => [`Your ${med} refill is due on ${date}.`, 'Compare prices before you refill; they change every week.'],
    comparePrices: 'Compare prices',
    refillCheckSubject: 'Did you pick up your refill?',
    refillCheckLine: (med: string, date: string) => `Your ${med} refill was due on ${date}. If you picked it up, tell us with one click.`,
    refillCheckAction: 'Yes, I picked it up',
    checkInSubject: 'How is your medication going?',
    checkInLines: ['Checking in: is cost, a side effect or the timing of doses getting in the way?', `Our free tools can help, or call our pharmacy team at ${BRAND.phoneLabel}.`],
    checkInAction: 'Take the 1-minute check',
    educationalSubject: 'Questions about your medications?',
    educationalLines: [`A ${BRAND.name} pharmacist can go over your medications with you: what each is for, how to take them, and cheaper options to ask your prescriber about.`, `Call ${BRAND.phoneLabel} at a time that suits you.`],
    pointsSubject: (points: number) => `+${points} points for an on-time refill`,
    pointsLine: (points: number, total: number) => `Thank you for refilling on time. You earned ${points} points; your total is ${total}.`,
    incentiveTerms: INCENTIVE_TERMS.text as string,
    personalThanksSubject: (name: string) => `Thank you${name ? `, ${name}` : ''}!`,
    personalThanksLine: (name: string, med: string) => `Thank you${name ? `, ${name}` : ''}, for refilling ${med} on time. Staying on schedule is what makes a medicine work.`,
    thanksSubject: 'Thank you for refilling on time',
    thanksLine: 'Thank you for refilling on time. Staying on schedule is what makes a medicine work.',
    unsubscribeLink: 'Unsubscribe with one click',
    unsubscribeText: 'Unsubscribe',
    notInsurance: `${BRAND.name} is a prescription discount program, not insurance.`,
    smsStop: (href: string | undefined) => (href ? `Stop: reply STOP or ${href}` : 'Stop: reply STOP'),
    deleteSubject: `Delete your ${BRAND.name} sign-ups`,
    deleteLines: [`Someone asked to delete every ${BRAND.name} sign-up for this address or number, with its history. If it was you, use the link within 24 hours.`, 'If not, ignore this message; nothing changes.'],
    deleteAction: 'Delete my data',
  },
  es: {
    kindNames: {
      'medication-reminders': 'recordatorios de medicamentos',
      'medication-check-in': 'mensajes de seguimiento de sus medicamentos',
      'thank-yous': 'agradecimientos por resurtir a tiempo',
      'personalized-thank-yous': 'agradecimientos personalizados',
      'monetary-incentives': 'recompensas por resurtir a tiempo',
      'family-notifications': 'avisos de resurtido para su familia',
      'educational-contact-to-discuss-medications': 'asesoría sobre sus medicamentos',
      'refill-notifications': 'avisos de resurtido',
    } satisfies Record<SignupKind, string>,
    yourMedication: 'su medicamento',
    am: 'a. m.',
    pm: 'p. m.',
    familyConfirmSubject: 'Confirme: avisos de resurtido de un familiar',
    familyConfirmLines: [
      `Un familiar le pidió a ${BRAND.name} avisarle cuando deba resurtir su receta.`,
      'No le enviaremos nada si no confirma. Si no esperaba este mensaje, ignórelo.',
    ],
    familyConfirmAction: 'Confirmar avisos',
    confirmSubject: (what: string) => `Confirme su suscripción: ${what}`,
    confirmLines: (what: string) => [`Confirme que desea recibir ${what} de ${BRAND.name}.`, 'No le enviaremos nada hasta que confirme. Si usted no se suscribió, ignore este mensaje.'],
    confirmAction: (_what: string) => 'Confirmar mi suscripción',
    reminderSubject: (med: string, time: string) => `Recordatorio: ${med}, ${time}`,
    reminderLine: (med: string, time: string) => `Es hora de tomar ${med} (${time}).`,
    familyRefillSubject: 'Se acerca el resurtido de un familiar',
    familyRefillLines: (date: string) => [`A su familiar le toca resurtir su receta el ${date}.`, 'Recibe este aviso porque su familiar nos lo pidió y usted aceptó.'],
    refillSubject: (med: string, date: string) => `Le toca resurtir ${med} el ${date}`,
    refillLines: (med: string, date: string) => [`Le toca resurtir ${med} el ${date}.`, 'Compare precios antes de resurtir; cambian cada semana.'],
    comparePrices: 'Comparar precios',
    refillCheckSubject: '¿Ya recogió su resurtido?',
    refillCheckLine: (med: string, date: string) => `Le tocaba resurtir ${med} el ${date}. Si ya lo recogió, avísenos con un clic.`,
    refillCheckAction: 'Sí, ya lo recogí',
    checkInSubject: '¿Cómo le va con su medicamento?',
    checkInLines: ['¿Cómo va? ¿El costo, un efecto secundario o el horario de las dosis le causan problemas?', `Nuestras herramientas gratuitas pueden ayudarle, o llame a nuestro equipo de farmacia al ${PHONE_LABELS.es}.`],
    checkInAction: 'Prueba de 1 minuto',
    educationalSubject: '¿Tiene preguntas sobre sus medicamentos?',
    educationalLines: [`Un farmacéutico de ${BRAND.name} puede revisar sus medicamentos con usted: para qué sirve cada uno, cómo tomarlos y opciones más económicas que puede consultar con su médico.`, `Llame al ${PHONE_LABELS.es} cuando le convenga.`],
    pointsSubject: (points: number) => `+${points} puntos por resurtir a tiempo`,
    pointsLine: (points: number, total: number) => `Gracias por resurtir a tiempo. Ganó ${points} puntos; su total es de ${total}.`,
    // Legal terms: a courtesy translation, and it says so (the English terms are the ones stored with each ledger entry).
    incentiveTerms:
      `Gana ${INCENTIVE_TERMS.pointsPerOnTimeRefill} puntos por cada resurtido que nos confirme haber recogido dentro de los ${INCENTIVE_TERMS.onTimeWindowDays} días anteriores o posteriores a la fecha en que le tocaba. Los puntos son un registro de sus ` +
      'resurtidos a tiempo; por sí solos no tienen valor en efectivo. Cuando un empleador o plan de salud patrocine recompensas para usted, su oferta ' +
      'dirá cuánto valen los puntos. Los puntos no vencen mientras esté suscrito y se eliminan junto con sus datos si lo solicita. ' +
      '(Traducción de cortesía; la versión en inglés de estos términos es la que rige).',
    personalThanksSubject: (name: string) => `¡Gracias${name ? `, ${name}` : ''}!`,
    personalThanksLine: (name: string, med: string) => `Gracias${name ? `, ${name}` : ''}, por resurtir ${med} a tiempo. Seguir el horario es lo que hace que un medicamento funcione.`,
    thanksSubject: 'Gracias por resurtir a tiempo',
    thanksLine: 'Gracias por resurtir a tiempo. Seguir el horario es lo que hace que un medicamento funcione.',
    unsubscribeLink: 'Cancele su suscripción con un clic',
    unsubscribeText: 'Cancelar la suscripción',
    notInsurance: `${BRAND.name} es un programa de descuentos para recetas, no un seguro.`,
    smsStop: (href: string | undefined) => (href ? `Cancelar: responda ALTO o ${href}` : 'Responda ALTO para cancelar'),
    deleteSubject: `Elimine sus suscripciones de ${BRAND.name}`,
    deleteLines: [`Alguien pidió eliminar todas las suscripciones de ${BRAND.name} de esta dirección o número, con su historial. Si fue usted, use el enlace dentro de las próximas 24 horas.`, 'Si no fue usted, ignore este mensaje; no cambiará nada.'],
    deleteAction: 'Eliminar mis datos',
  },
} satisfies PerLang<unknown>;

const words = (sub: Pick<Subscription, 'lang'>) => SIGNUP_STRINGS[langOf(sub.lang)];
const med = (sub: Subscription) => sub.drugName || words(sub).yourMedication;
const longDate = (sub: Subscription, iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(LOCALES[langOf(sub.lang)], { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const clock = (sub: Subscription, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const t = words(sub);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? t.am : t.pm}`;
};

export function confirmationMessage(sub: Subscription, token: string, forFamily: boolean): Composed {
  const t = words(sub);
  const what = t.kindNames[sub.kind];
  return forFamily
    ? { subject: t.familyConfirmSubject, lines: [...t.familyConfirmLines], action: { label: t.familyConfirmAction, href: manageLink('confirm', token) } }
    : { subject: t.confirmSubject(what), lines: t.confirmLines(what), action: { label: t.confirmAction(what), href: manageLink('confirm', token) } };
}

export function occurrenceMessage(sub: Subscription, o: Occurrence, manageToken: string, points?: number): Composed {
  const t = words(sub);
  switch (o.type) {
    case 'reminder':
      return { subject: t.reminderSubject(med(sub), clock(sub, o.about)), lines: [t.reminderLine(med(sub), clock(sub, o.about))] };
    case 'refillDue':
      return sub.kind === 'family-notifications'
        ? { subject: t.familyRefillSubject, lines: t.familyRefillLines(longDate(sub, o.about)) }
        : {
            subject: t.refillSubject(med(sub), longDate(sub, o.about)),
            lines: t.refillLines(med(sub), longDate(sub, o.about)),
            action: { label: t.comparePrices, href: `https://${BRAND.domain}${pagePath(langOf(sub.lang), `/${sub.drugName ? encodeURIComponent(sub.drugName) : 'search'}`)}` },
          };
    case 'refillCheck':
      return {
        subject: t.refillCheckSubject,
        lines: [t.refillCheckLine(med(sub), longDate(sub, o.about))],
        action: { label: t.refillCheckAction, href: manageLink('refilled', manageToken) },
      };
    case 'thanks':
      return thanks(sub, points);
    case 'checkIn':
      return {
        subject: t.checkInSubject,
        lines: [...t.checkInLines],
        action: { label: t.checkInAction, href: `https://${BRAND.domain}/irxsavvy/able-to-adhere-to-treatment-plan` },
      };
    case 'educational':
      return { subject: t.educationalSubject, lines: [...t.educationalLines] };
  }
}

function thanks(sub: Subscription, points?: number): Composed {
  const t = words(sub);
  if (sub.kind === 'monetary-incentives') {
    return {
      subject: t.pointsSubject(INCENTIVE_TERMS.pointsPerOnTimeRefill),
      lines: [t.pointsLine(INCENTIVE_TERMS.pointsPerOnTimeRefill, points ?? 0), t.incentiveTerms],
    };
  }
  if (sub.kind === 'personalized-thank-yous') {
    return { subject: t.personalThanksSubject(sub.firstName ?? ''), lines: [t.personalThanksLine(sub.firstName ?? '', med(sub))] };
  }
  return { subject: t.thanksSubject, lines: [t.thanksLine] };
}

/** The deletion link's message: not a sign-up message, so it has no unsubscribe line. */
export function deletionMessage(lang: MessageLang, link: string): Composed {
  const t = SIGNUP_STRINGS[lang];
  return { subject: t.deleteSubject, lines: [...t.deleteLines], action: { label: t.deleteAction, href: link } };
}

/** `unsubscribeHref` is the one-click opt-out of a sign-up; a message outside one (a deletion link) has none. */
export function toEmail(c: Composed, lang: MessageLang, unsubscribeHref?: string): { subject: string; html: string; text: string } {
  const t = SIGNUP_STRINGS[lang];
  const body = c.lines.map((l) => `<p style="margin:0 0 12px;">${escapeHtml(l)}</p>`).join('') +
    (c.action ? `<p style="margin:16px 0;"><a href="${escapeHtml(c.action.href)}" style="background:#0b6e4f;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;">${escapeHtml(c.action.label)}</a></p>` : '');
  const optOut = unsubscribeHref ? `<a href="${escapeHtml(unsubscribeHref)}">${escapeHtml(t.unsubscribeLink)}</a>. ` : '';
  const footer = `<p style="margin:0;">${optOut}${escapeHtml(t.notInsurance)}</p>`;
  const text = [...c.lines, ...(c.action ? [`${c.action.label}: ${c.action.href}`] : []), ...(unsubscribeHref ? ['', `${t.unsubscribeText}: ${unsubscribeHref}`] : [])].join('\n');
  return { subject: c.subject, html: emailLayout({ title: c.subject, bodyHtml: body, footerHtml: footer, lang }), text };
}

export function toSms(c: Composed, lang: MessageLang, unsubscribeHref?: string): string {
  return [`${BRAND.name}: ${c.lines[0]}`, ...(c.action ? [`${c.action.label}: ${c.action.href}`] : []), SIGNUP_STRINGS[lang].smsStop(unsubscribeHref)].join('\n');
}
