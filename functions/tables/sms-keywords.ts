import { BRAND } from '../../shared/brand';

/**
 * The words a phone may text back to our number, and the automatic answers, in English and Spanish.
 * US carriers expect opt-out and help keywords in the language of the messages: Spanish texts say
 * "Responda ALTO para cancelar", so ALTO (and PARA, CANCELAR, BAJA) must stop them like STOP, and
 * AYUDA must be answered in Spanish. The English words are SNS's / AWS End User Messaging's own.
 * The local SNS stand-in (functions/local/outbox/server.ts) reads these; in AWS they are the
 * origination number's keywords (README, "Messages in Spanish").
 */
export type KeywordAction = 'optOut' | 'optIn' | 'help';
type KeywordLang = 'en' | 'es';

export const SMS_KEYWORDS: Record<KeywordAction, Record<KeywordLang, readonly string[]>> = {
  optOut: { en: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET', 'OPTOUT'], es: ['ALTO', 'PARA', 'CANCELAR', 'BAJA'] },
  optIn: { en: ['START', 'UNSTOP', 'YES'], es: [] },
  help: { en: ['HELP', 'INFO'], es: ['AYUDA'] },
};

/** The answer to a keyword, in the keyword's language (an opt-in needs none: the next message says it all). */
export const SMS_KEYWORD_REPLIES: Record<Exclude<KeywordAction, 'optIn'>, Record<KeywordLang, string>> = {
  optOut: {
    en: `${BRAND.name}: You are unsubscribed and will get no more texts from us. Reply START to resubscribe.`,
    es: `${BRAND.name}: Canceló su suscripción y no recibirá más mensajes de texto de nuestra parte. Responda START para volver a suscribirse.`,
  },
  help: {
    en: `${BRAND.name}: prescription discount coupons and price alerts. Help: ${BRAND.phone} or ${BRAND.email}. Msg & data rates may apply. Reply STOP to opt out.`,
    es: `${BRAND.name}: cupones de descuento en recetas. Ayuda: ${BRAND.phone} o ${BRAND.email}. Pueden aplicar tarifas de mensajes y datos. Responda ALTO para cancelar.`,
  },
};

/** A reply as a keyword: trimmed, case and accents ignored, surrounding punctuation dropped ("¡Alto!", " baja ", "AYÚDA"). */
function keywordOf(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** What a reply asks for and in which language, or undefined when it is not a keyword (the whole reply must be one word). */
export function readSmsKeyword(text: string): { action: KeywordAction; lang: KeywordLang } | undefined {
  const word = keywordOf(text);
  for (const action of ['optOut', 'optIn', 'help'] as const) {
    for (const lang of ['en', 'es'] as const) {
      if (SMS_KEYWORDS[action][lang].includes(word)) return { action, lang };
    }
  }
  return undefined;
}
