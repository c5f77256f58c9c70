import { useEffect, useId, useState } from 'react';
import type { DrugDetails } from '../../../../../shared/contracts/prices';
import { useAppDispatch } from '../../../app/store';
import { useT } from '../../../i18n/use-t';
import { searchActions } from '../search-slice';

/** A pause in typing after which the custom quantity is priced, as a dropdown change would be. */
export const CUSTOM_QUANTITY_PAUSE_MS = 600;

/**
 * rules#drug-page, rules#validation 'Custom Quantity': priced once typed (after a pause, on Enter, or on leaving the
 * field). Its message shows only after the visitor has typed, and only while the value is not a
 * quantity above 0.
 */
export function CustomQuantityField({ text, packaged, valid, answer, onEntered }: { text: string; packaged: boolean; valid: boolean; answer: DrugDetails | null; onEntered?: () => void }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState(false);
  const showError = typed && !valid;

  useEffect(() => {
    if (!typed) return undefined;
    const timer = setTimeout(() => dispatch(searchActions.customQuantitySubmitted(answer)), CUSTOM_QUANTITY_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, text, answer, dispatch]);

  return (
    <div className="search-options__field">
      <label htmlFor={id}>{t(packaged ? 'drug.options.customPackages' : 'drug.options.customQuantity')}</label>
      <input
        id={id}
        type="number"
        min="0"
        step="any"
        inputMode="decimal"
        value={text}
        aria-invalid={showError || undefined}
        aria-describedby={`${id}-error`}
        onChange={(e) => {
          setTyped(true);
          dispatch(searchActions.customQuantityChanged(e.target.value, answer));
        }}
        onBlur={() => dispatch(searchActions.customQuantitySubmitted(answer))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            dispatch(searchActions.customQuantitySubmitted(answer));
            if (valid) onEntered?.();
          }
        }}
      />
      <p id={`${id}-error`} className="field-error" role="alert">
        {showError ? t('validation.quantity') : ''}
      </p>
    </div>
  );
}
