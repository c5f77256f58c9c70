import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useDrugNameQuery } from './drug-name-endpoints';
import { highlightedSuggestion, inlineCompletion, TYPEAHEAD_DEBOUNCE_MS, TYPEAHEAD_MIN_CHARS } from './typeahead-logic';
import { useDebouncedValue } from './use-debounced-value';
import { useT } from '../../i18n/use-t';
import './search-bar.css';

export interface DrugTypeaheadProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /**
   * A suggestion was picked (clicked, or highlighted and Enter). Enter with nothing highlighted is
   * left to the surrounding form: it submits the text as typed.
   */
  onSelect: (name: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
  hideLabel?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * An ARIA 1.2 combobox for drug names (rules#search-bar, rules#states, rules#constants): suggestions from /api/drugname after a
 * 200 ms pause, the first one as grey inline completion; arrows move, Enter picks the highlighted
 * one (else the form submits), Escape clears, ArrowRight at the end accepts the completion. It
 * never navigates: the caller decides.
 */
export function DrugTypeahead({ id, label, value, onChange, onSelect, placeholder, autoFocus, hideLabel, invalid, describedBy }: DrugTypeaheadProps) {
  const t = useT();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const debounced = useDebouncedValue(typed, TYPEAHEAD_DEBOUNCE_MS);
  const { data, isError } = useDrugNameQuery(debounced, { skip: debounced.length < TYPEAHEAD_MIN_CHARS });
  const suggestions = typed.length < TYPEAHEAD_MIN_CHARS || isError ? [] : (data ?? []);
  const expanded = open && suggestions.length > 0;
  const completion = expanded && active < 0 ? inlineCompletion(value, suggestions[0]) : '';

  // On a phone the keyboard takes the lower half: the field goes to the top and the list fits the
  // space the visual viewport leaves above the keyboard.
  const [listMax, setListMax] = useState<number | undefined>(undefined);
  const [focusedInput, setFocusedInput] = useState<HTMLInputElement | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!focusedInput || !viewport) return undefined;
    const fit = () => setListMax(Math.max(120, Math.floor(viewport.height + viewport.offsetTop - focusedInput.getBoundingClientRect().bottom - 8)));
    fit();
    viewport.addEventListener('resize', fit);
    viewport.addEventListener('scroll', fit);
    return () => {
      viewport.removeEventListener('resize', fit);
      viewport.removeEventListener('scroll', fit);
    };
  }, [focusedInput, expanded]);
  function onFocus(event: FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    setFocusedInput(input);
    if (!window.matchMedia('(max-width: 991.98px)').matches) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // After the keyboard starts to open (it resizes the visual viewport).
    window.setTimeout(() => input.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' }), 50);
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (name: string) => {
    close();
    onSelect(name);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => Math.min(i + 1, suggestions.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, -1));
        break;
      case 'Enter': {
        const highlighted = highlightedSuggestion(expanded ? suggestions : [], active);
        if (highlighted === undefined) {
          close();
          break;
        }
        event.preventDefault();
        pick(highlighted);
        break;
      }
      case 'Escape':
        event.preventDefault();
        close();
        onChange('');
        break;
      case 'ArrowRight': {
        const input = event.currentTarget;
        if (completion && input.selectionStart === value.length) {
          event.preventDefault();
          onChange(value + completion);
        }
        break;
      }
      default:
    }
  }

  return (
    <div className="typeahead">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'typeahead__label'}>
        {label}
      </label>
      <div className="typeahead__field">
        <span className="typeahead__ghost" aria-hidden="true">
          <span className="typeahead__ghost-typed">{value}</span>
          {completion}
        </span>
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="both"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={placeholder ?? t('search.placeholder')}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={() => {
            close();
            setFocusedInput(null);
          }}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={t('search.suggestionsLabel')} className="typeahead__list" hidden={!expanded} style={listMax ? { maxHeight: Math.min(340, listMax) } : undefined}>
        {expanded
          ? suggestions.map((name, i) => (
              <li
                key={name}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'typeahead__option typeahead__option--active' : 'typeahead__option'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(name)}
              >
                {name}
              </li>
            ))
          : null}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? t('search.suggestionsAvailable', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}
