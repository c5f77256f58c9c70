import { useId, useState, type FormEvent } from 'react';
import type { DrugDetails } from '../../../../../shared/contracts/prices';
import { isValidZip, zipError } from '../../../../../shared/validation';
import { useAppDispatch } from '../../../app/store';
import { cacheZip } from '../../../components/zip-cache';
import { searchActions } from '../search-slice';
import { useT } from '../../../i18n/use-t';
import { DEVICE_LOCATION_MESSAGES, useDeviceLocation } from './use-device-location';

/**
 * The inline zip field behind "Change" (rules#site-shell: label 'Zip Code', placeholder 'Enter Zip Code').
 * A zip that is not 5 digits gets rules#validation's message once the visitor has finished typing it (5
 * characters, leaving the field, or Update) and never replaces the last good zip.
 */
export function ZipForm({ id, initialText, refusedByServer = false, answer, onDone }: { id: string; initialText: string; refusedByServer?: boolean; answer: DrugDetails | null; onDone: (moved: boolean) => void }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const inputId = useId();
  const [text, setText] = useState(initialText);
  const [finished, setFinished] = useState(initialText !== '');
  const device = useDeviceLocation((coordinates) => {
    dispatch(searchActions.locationFound(coordinates, answer));
    onDone(true);
  });
  // One message at a time: the server's refusal of the zip still in the field, else the field's own.
  const refused = refusedByServer && initialText !== '' && text.trim() === initialText.trim();
  // rules#validation's one zip message, in the page's language.
  const error = refused ? undefined : (finished || text.trim().length >= 5) && zipError(text) ? t('validation.zip') : undefined;
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
    <form id={id} className="zip-form" aria-label={t('drug.location.formLabel')} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{t('location.zipCode')}</label>
      <div className="zip-form__row">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('location.enterZip')}
          maxLength={10}
          autoFocus
          value={text}
          aria-invalid={error || refused ? true : undefined}
          aria-describedby={`${inputId}-error`}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setFinished(text.trim() !== '')}
        />
        <button type="submit" className="button">
          {t('drug.location.update')}
        </button>
      </div>
      <div id={`${inputId}-error`} role="alert">
        {refused ? (
          <section className="error-card zip-form__refused" aria-labelledby={`${inputId}-refused`}>
            <h2 id={`${inputId}-refused`}>{t('errorCard.zip.heading')}</h2>
            <p>{t('errorCard.zip.body')}</p>
            <button type="button" className="button button--secondary" onClick={() => dispatch(searchActions.zipRefusalDismissed())}>
              {t('common.close')}
            </button>
          </section>
        ) : (
          <p className="field-error">{error ?? (finished && text.trim() === '' ? t('validation.zip') : '')}</p>
        )}
      </div>
      {device.supported ? (
        <p className="zip-form__device">
          <button type="button" className="link-button" onClick={device.locate} disabled={device.status === 'locating'}>
            {t('drug.location.useMine')}
          </button>
          <span role="status">{deviceMessage ? t(deviceMessage) : ''}</span>
        </p>
      ) : null}
    </form>
  );
}
