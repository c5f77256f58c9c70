import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';

export interface SendCouponDialogProps {
  title: string;
  label: string;
  type: 'email' | 'tel';
  placeholder: string;
  autoComplete: string;
  initialValue: string;
  isValid: (value: string) => boolean;
  invalidMessage: string;
  /** Resolves true when the server said it sent the coupon. */
  send: (value: string) => Promise<boolean>;
  onDone: (sent: boolean, value: string) => void;
  onCancel: () => void;
}

/**
 * rules#states, rules#validation coupon sending: Send stays disabled until the receiver is valid; while sending a
 * spinner shows; then the dialog closes and the page shows the real outcome.
 */
export function SendCouponDialog(props: SendCouponDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState(props.initialValue);
  const [touched, setTouched] = useState(props.initialValue !== '');
  const [sending, setSending] = useState(false);
  const t = useT();
  const valid = props.isValid(value);
  const showError = touched && value.trim() !== '' && !valid;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    const sent = await props.send(value.trim());
    props.onDone(sent, value.trim());
  }

  return (
    <dialog
      ref={dialog}
      className="send-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        if (!sending) props.onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{props.title}</h2>
        <label htmlFor={`${id}-input`}>{props.label}</label>
        <input
          id={`${id}-input`}
          type={props.type}
          value={value}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          autoFocus
          disabled={sending}
          aria-invalid={showError}
          aria-describedby={`${id}-error`}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => setTouched(true)}
          onInput={() => setTouched(true)}
        />
        <p id={`${id}-error`} className="field-error" role="alert">
          {showError ? props.invalidMessage : ''}
        </p>
        <div className="send-dialog__actions">
          <button type="button" className="button button--secondary" onClick={props.onCancel} disabled={sending}>
            {t('common.cancel')}
          </button>
          <button type="submit" disabled={!valid || sending}>
            {sending ? (
              <>
                <span className="spinner" aria-hidden="true" /> {t('coupon.sending')}
              </>
            ) : (
              t('coupon.send')
            )}
          </button>
        </div>
        {sending ? (
          <p className="visually-hidden" role="status">
            {t('coupon.sendingStatus')}
          </p>
        ) : null}
      </form>
    </dialog>
  );
}
