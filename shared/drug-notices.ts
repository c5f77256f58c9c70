/**
 * The two notices of the price answer (rules#data-shapes highlights carry text only): the server
 * writes them in English with these templates (functions/domain/pricing/drug-details.ts), and a
 * Spanish page reads the names back with `readNotice` to say them in Spanish. One home for the
 * wording, so a change to it cannot leave the Spanish page silently showing English.
 */
export const NOTICE_TEXT = {
  generic: (name: string) => `A generic version, ${name}, is available and usually costs much less. Ask your pharmacist.`,
  sameClass: (name: string, drugClass: string) => `${name} is in the same class (${drugClass}). Switching needs a new prescription from your prescriber.`,
} as const;

export type ReadNotice = { kind: 'generic'; name: string } | { kind: 'sameClass'; name: string; drugClass: string };

/** A template turned into a pattern: its arguments become capture groups, the rest is literal. */
function patternOf(template: (...args: string[]) => string, arity: number): RegExp {
  const marks = Array.from({ length: arity }, (_, i) => `\u0000${i}\u0000`);
  const literal = template(...marks).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${marks.reduce((source, mark) => source.replace(mark, '(.+)'), literal)}$`);
}

const GENERIC = patternOf(NOTICE_TEXT.generic, 1);
const SAME_CLASS = patternOf(NOTICE_TEXT.sameClass, 2);

/** Which notice this text is, with its names; undefined for any other text. */
export function readNotice(text: string): ReadNotice | undefined {
  const generic = GENERIC.exec(text);
  if (generic) return { kind: 'generic', name: generic[1]! };
  const sameClass = SAME_CLASS.exec(text);
  if (sameClass) return { kind: 'sameClass', name: sameClass[1]!, drugClass: sameClass[2]! };
  return undefined;
}
