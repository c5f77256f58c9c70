/** Spec §4/§9: the lookup fires after a 200 ms pause, from 1 character on. */
export const TYPEAHEAD_DEBOUNCE_MS = 200;
export const TYPEAHEAD_MIN_CHARS = 1;

/** The grey inline completion: the rest of the first suggestion when it starts with what was typed. */
export function inlineCompletion(typed: string, first: string | undefined): string {
  if (!typed || !first || first.length <= typed.length) return '';
  return first.toLowerCase().startsWith(typed.toLowerCase()) ? first.slice(typed.length) : '';
}

/**
 * What Enter searches: the highlighted suggestion, else the inline completion that is on screen
 * (typed text plus its grey rest), else the typed text as it is.
 */
export function nameToSearch(typed: string, suggestions: readonly string[], activeIndex: number): string {
  const active = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
  if (active) return active;
  const rest = inlineCompletion(typed, suggestions[0]);
  return rest ? suggestions[0]! : typed.trim();
}
