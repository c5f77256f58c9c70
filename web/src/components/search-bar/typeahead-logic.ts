/** rules#states, rules#constants: the lookup fires after a 200 ms pause, from 1 character on. */
export const TYPEAHEAD_DEBOUNCE_MS = 200;
export const TYPEAHEAD_MIN_CHARS = 1;

/** The grey inline completion: the rest of the first suggestion when it starts with what was typed. */
export function inlineCompletion(typed: string, first: string | undefined): string {
  if (!typed || !first || first.length <= typed.length) return '';
  return first.toLowerCase().startsWith(typed.toLowerCase()) ? first.slice(typed.length) : '';
}

/** What Enter picks: the suggestion highlighted with the arrow keys, if any (else the form submits the text as typed). */
export function highlightedSuggestion(suggestions: readonly string[], activeIndex: number): string | undefined {
  return activeIndex >= 0 ? suggestions[activeIndex] : undefined;
}
