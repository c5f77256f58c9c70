import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * The check that a Spanish page shows no English of the catalog: every English message that the
 * Spanish catalog says differently, with its tags' words kept and its tags dropped
 * ("Read more about <cards>how discount cards work</cards>" is the text a page shows).
 */
const catalog = (lang: string) => JSON.parse(readFileSync(new URL(`../../../web/src/i18n/catalogs/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const es = catalog('es');
/** ICU quoting (`'{'`, `''`) changes what a message shows; those few are left out. */
const QUOTED = /'[{}#|']/;
const english = Object.entries(catalog('en'))
  .filter(([key, message]) => message !== es[key] && !QUOTED.test(message))
  .map(([key, message]) => [key, message.replace(/<\/?\w+>/g, '')] as const);

/** Whole messages without arguments, long enough to be English prose rather than a shared word (a BIN, "Error", "Blog"). */
const englishSentences = english.filter(([, message]) => !/[{}]/.test(message) && message.length >= 12 && message.includes(' ')).map(([, message]) => message);

/**
 * Messages with simple arguments ("About {drugName}", "Tracking since {date}."), as patterns whose
 * arguments match anything: enough English words around them to be a sentence, not a shared word.
 */
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const englishPatterns = english
  .filter(([, message]) => /\{\w+\}/.test(message) && !/\{\w+,/.test(message))
  .map(([key, message]) => ({ key, literal: message.split(/\{\w+\}/) }))
  .filter(({ literal }) => literal.join('').trim().length >= 12 && literal.some((part) => part.trim().includes(' ')))
  .map(({ key, literal }) => ({ key, pattern: new RegExp(literal.map(escape).join('.+?')) }));

/** Fails naming every English catalog sentence (or the key of every English message with arguments) the page shows. */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  const found = [
    ...englishSentences.filter((sentence) => text.includes(sentence)),
    ...englishPatterns.filter(({ pattern }) => pattern.test(text)).map(({ key }) => key),
  ];
  expect(found, `English catalog sentences on the Spanish ${where}`).toEqual([]);
}
