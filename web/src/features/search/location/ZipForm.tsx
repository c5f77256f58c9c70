import { useId, useState, type FormEvent } from 'react';
import type { DrugDetails } from '../../../../../shared/contracts/prices';
import { isValidZip, MESSAGES, zipError } from '../../../../../shared/validation';
import { useAppDispatch } from '../../../app/store';
import { cacheZip } from '../../../components/zip-cache';
import { ERROR_CARDS } from '../error-card';
import { searchActions } from '../search-slice';
import { DEVICE_LOCATION_MESSAGES, useDeviceLocation } from './use-device-location';

/**
 * The inline zip field behind "Change" (rules#site-shell: label 'Zip Code', placeholder 'Enter Zip Code').
 * A zip that is not 5 digits gets rules#validation's message once the visitor has finished typing it (5
 * characters, leaving the field, or Update) and never replaces the last good zip.
 */
export function ZipForm({ id, initialText, refusedByServer = false, answer, onDone }: { id: string; initialText: string; refusedByServer?: boolean; answer: DrugDetails | null; onDone: (moved: boolean) => void }) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [text, setText] = useState(initialText);
  const [finished, setFinished] = useState(initialText !== '');
  const device = useDeviceLocation((coordinates) => {
    dispatch(searchActions.locationFound(coordinates, answer));
    onDone(true);
  });
  // One message at a time: the server's refusal of the zip still in the field, else the field's own.
  const refused = refusedByServer && initialText !== '' && text.trim() === initialText.trim();
  const error = refused ? undefined : finished || text.trim().length >= 5 ? zipError(text) : undefined;
  const deviceMessage = DEVICE_LOCATION_MESSAGES[device.status];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFinished(true);
    const zip = text.trim();
    if (!isValidZip(zip)) return;
    cacheZip(zip);
    dispatch(searchActions.zipChanged(zip, answer));
    onDone(zip !== answer?.zip);
  }

  return (
    <form id={id} className="zip-form" aria-label="Change location" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>Zip Code</label>
      <div className="zip-form__row">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Enter Zip Code"
          maxLength={10}
          autoFocus
          value={text}
          aria-invalid={error || refused ? true : undefined}
          aria-describedby={`${inputId}-error`}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setFinished(text.trim() !== '')}
        />
        <button type="submit" className="button">
          Update
        </button>
      </div>
      <div id={`${inputId}-error`} role="alert">
        {refused ? (
          <section className="error-card zip-form__refused" aria-labelledby={`${inputId}-refused`}>
            <h2 id={`${inputId}-refused`}>{ERROR_CARDS.zip.heading}</h2>
            <p>{ERROR_CARDS.zip.body}</p>
            <button type="button" className="button button--secondary" onClick={() => dispatch(searchActions.zipRefusalDismissed())}>
              Close
            </button>
          </section>
        ) : (
          <p className="field-error">{error ?? (finished && text.trim() === '' ? MESSAGES.zip : '')}</p>
        )}
      </div>
      {device.supported ? (
        <p className="zip-form__device">
          <button type="button" className="link-button" onClick={device.locate} disabled={device.status === 'locating'}>
            Use my location
          </button>
          <span role="status">{deviceMessage}</span>
        </p>
      ) : null}
    </form>
  );
}
