/**
 * What an SMS costs: carriers bill per segment. A text written only in the GSM-7 alphabet fits 160
 * characters in one segment (153 per segment when split); one character outside it turns the whole
 * text into UCS-2, 70 characters (67 when split), so a Spanish text with one "ó" costs about twice
 * its English version. GSM-7 has é, ñ, ü, ¿ and ¡ but not á, í, ó or ú.
 *
 * Our choice: the templates keep correct Spanish (the e-mails show every accent), and sendSms passes
 * each text through `toGsm7`, which writes the few letters GSM-7 lacks without their accent (á→a,
 * ó→o; é and ñ stay) and typographic spaces and quotes as plain ones. Spanish texts then stay
 * within the English texts' segment budget (README, "Messages in Spanish"), at the price of
 * "cupon" for "cupón" in a text, which is how many Spanish-language US texts are written.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Sent as an escape and the character: two septets each. */
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');

const REPLACEMENTS: Record<string, string> = {
  '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\u2007': ' ',
  '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"',
  '\u2013': '-', '\u2014': '-', '\u2026': '...', '\u00b7': '-',
};

const isGsm7 = (c: string) => GSM7_BASIC.has(c) || GSM7_EXTENDED.has(c);

/** The text in the GSM-7 alphabet where a plain equivalent exists; anything else is left as it is. */
export function toGsm7(text: string): string {
  let out = '';
  for (const c of text) {
    if (isGsm7(c)) out += c;
    else if (REPLACEMENTS[c] !== undefined) out += REPLACEMENTS[c];
    else {
      const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare.length === 1 && isGsm7(bare) ? bare : c;
    }
  }
  return out;
}

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** How many segments a text is sent in (the carriers' count, before any toGsm7). */
export function smsSize(text: string): SmsSize {
  const chars = [...text];
  if (chars.every(isGsm7)) {
    const units = chars.reduce((n, c) => n + (GSM7_EXTENDED.has(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
