import { useCallback, useEffect, useRef, useState } from 'react';
import type { DrugDetails } from '../../../../shared/contracts/prices';

/** What the page says to a screen reader when new prices replace the ones shown. */
const pricesUpdatedText = (s: Pick<DrugDetails['selected'], 'drugName' | 'strength' | 'quantityToDisplay'>): string =>
  `Prices updated for ${s.drugName} ${s.strength}, ${s.quantityToDisplay}`;

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
 * being checked) is not an update.
 */
export function usePricesUpdated(details: DrugDetails | null, settled: boolean, moveFocus: boolean): { announcement: string; optionChanged: () => void } {
  const [announcement, setAnnouncement] = useState('');
  const lastKey = useRef<string | undefined>(undefined);
  const pending = useRef(false);
  const optionChanged = useCallback(() => {
    pending.current = true;
  }, []);

  useEffect(() => {
    if (!settled) return;
    const key = details ? shownKey(details) : undefined;
    const changed = key !== undefined && lastKey.current !== undefined && key !== lastKey.current;
    if (key !== undefined) lastKey.current = key;
    if (details && (changed || pending.current)) setAnnouncement(pricesUpdatedText(details.selected));
    if (!pending.current) return;
    pending.current = false;
    if (!moveFocus) return;
    const target = pricesTarget();
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [details, settled, moveFocus]);

  return { announcement, optionChanged };
}
