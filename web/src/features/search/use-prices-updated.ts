import { useCallback, useEffect, useRef, useState } from 'react';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { useQuantityText } from '../../i18n/quantity-text';
import { useT } from '../../i18n/use-t';

/** Where focus follows the updated prices: on a phone only (an option), or at every width (a new place). */
export type FocusWhere = 'phone' | 'everyWidth';

/** What the page says to a screen reader when new prices replace the ones shown, in the page's language. */
function usePricesUpdatedText(): (s: Pick<DrugDetails['selected'], 'drugName' | 'strength' | 'quantityToDisplay'>) => string {
  const t = useT();
  const quantityText = useQuantityText();
  return useCallback((s) => t('prices.updated', { drugName: s.drugName, strength: s.strength, quantity: quantityText(s.quantityToDisplay) }), [t, quantityText]);
}

const shownKey = (d: DrugDetails): string => `${d.selected.ndc}|${d.selected.quantity}|${d.zip}|${d.location.lat},${d.location.lon}`;

/** Where the updated prices start: the price list's heading, else whatever the results show (an error card, Not Covered). */
function pricesTarget(): HTMLElement | null {
  return document.getElementById('pharmacies-heading') ?? document.querySelector<HTMLElement>('.drug-page__results');
}

/**
 * After the visitor changes an option: the page announces the new prices once they are shown (a
 * polite live region, at every width), and on a phone, where the options sit above the list, it
 * takes focus and scroll to them (the first price was off-screen under the open panel).
 * `optionChanged` is called by the options panel; a quiet re-ask of the same selection (rows still
 * being checked) is not an update. A new place (the zip form's Update, or Use my location) moves
 * focus to the prices at every width (`optionChanged('everyWidth')`): the zip field the visitor
 * was in has closed, and focus would otherwise drop to the page. A place the server refused
 * (`refused`) is no update: its message stays with the zip field, which keeps focus.
 */
export function usePricesUpdated(
  details: DrugDetails | null,
  settled: boolean,
  moveFocus: boolean,
  refused = false,
): { announcement: string; optionChanged: (where?: FocusWhere) => void } {
  const [announcement, setAnnouncement] = useState('');
  const pricesUpdatedText = usePricesUpdatedText();
  const lastKey = useRef<string | undefined>(undefined);
  const pending = useRef<FocusWhere | undefined>(undefined);
  const optionChanged = useCallback((where: FocusWhere = 'phone') => {
    pending.current = where;
  }, []);

  useEffect(() => {
    if (!settled) return;
    const key = details ? shownKey(details) : undefined;
    const changed = key !== undefined && lastKey.current !== undefined && key !== lastKey.current;
    if (key !== undefined) lastKey.current = key;
    const where = pending.current;
    if (refused) {
      pending.current = undefined;
      return;
    }
    if (details && (changed || where)) setAnnouncement(pricesUpdatedText(details.selected));
    if (!where) return;
    pending.current = undefined;
    if (!moveFocus && where !== 'everyWidth') return;
    const target = pricesTarget();
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [details, settled, moveFocus, refused, pricesUpdatedText]);

  return { announcement, optionChanged };
}
