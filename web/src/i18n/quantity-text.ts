import { useCallback } from 'react';
import type { MessageKey } from './i18n';
import { useLang, useT, type Translate } from './use-t';

/**
 * The catalog's quantity text ("30 tablets", "1 carton (4 pens, 2 mL)", "1 inhaler (60 doses)",
 * written by functions/domain/catalog/seed/expand-catalog.ts) in the page's language: each counted
 * noun is the catalog's `units.*` message (an ICU plural); numbers, mL and g stay as they are.
 * English pages show the catalog's text itself.
 */

/** The catalog's nouns (singular, lower case) and their message. */
const NOUNS = new Map<string, MessageKey>(Object.entries({
  tablet: 'units.tablet', capsule: 'units.capsule', bottle: 'units.bottle', tube: 'units.tube', caplet: 'units.caplet', vial: 'units.vial',
  box: 'units.box', carton: 'units.carton', patch: 'units.patch', softgel: 'units.softgel', 'chewable tablet': 'units.chewableTablet',
  'tablet chewable': 'units.chewableTablet', chewable: 'units.chewableTablet', 'effervescent tablet': 'units.effervescentTablet',
  'tablet eff': 'units.effervescentTablet', 'vaginal tablet': 'units.vaginalTablet', pen: 'units.pen', syringe: 'units.syringe', unit: 'units.unit',
  pack: 'units.pack', suppository: 'units.suppository', spray: 'units.spray', 'nasal spray': 'units.nasalSpray', inhaler: 'units.inhaler',
  film: 'units.film', lozenge: 'units.lozenge', packet: 'units.packet', 'auto-injector': 'units.autoInjector', kit: 'units.kit', ring: 'units.ring',
  cartridge: 'units.cartridge', dose: 'units.dose', gelcap: 'units.gelcap', pouch: 'units.pouch', 'vaginal insert': 'units.vaginalInsert',
  'sprinkle capsule': 'units.sprinkleCapsule', 'sprink capsule': 'units.sprinkleCapsule', 'sprinkl capsule': 'units.sprinkleCapsule',
  'chewing gum': 'units.chewingGum', troche: 'units.troche', applicator: 'units.applicator', container: 'units.container',
} satisfies Record<string, MessageKey>));

/** The message of a noun as the catalog writes it for `count`: a plural is the noun + "s" ("doses", "suppositorys") or + "es" ("boxes", "patches"). */
function nounKey(words: string, count: number): MessageKey | undefined {
  const noun = words.toLowerCase();
  if (count === 1) return NOUNS.get(noun);
  return /s$/.test(noun) ? (NOUNS.get(noun.slice(0, -1)) ?? (/es$/.test(noun) ? NOUNS.get(noun.slice(0, -2)) : undefined)) : undefined;
}

const COUNTED = /^(\d+(?:\.\d+)?) ([a-z][a-z -]*?)(?: \((.+)\))?$/i;

/** "4 pens" → "4 plumas"; a part that is not a count of a known noun ("2 mL", "3 × 1 mL") stays. */
function countedPart(t: Translate, part: string): string {
  const m = COUNTED.exec(part);
  if (!m) return part;
  const [, number = '', words = '', inner] = m;
  const count = Number(number);
  const key = nounKey(words, count);
  if (!key) return part;
  const head = `${number} ${t(key, { count })}`;
  return inner === undefined ? head : `${head} (${inner.split(', ').map((p) => countedPart(t, p)).join(', ')})`;
}

export function quantityText(t: Translate, text: string): string {
  return countedPart(t, text);
}

/** quantityText for the current page: the catalog's own text on an English page. */
export function useQuantityText(): (text: string) => string {
  const t = useT();
  const lang = useLang();
  return useCallback((text: string) => (lang === 'en' ? text : quantityText(t, text)), [t, lang]);
}
