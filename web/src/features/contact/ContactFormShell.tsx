import { useId, type FormEvent, type ReactNode } from 'react';
import { FormStatusAlert } from '../../components/form-status/FormStatusAlert';
import { useFormStatus } from '../../components/form-status/use-form-status';
import { useSectionT } from '../../i18n/section-catalogs';
import { useContactEmailMutation, type ContactMessage } from './messaging-endpoints';
import './contact.css';

interface Props {
  /** For error reports only (never the form's data). */
  formName: string;
  /** Submit is disabled until this is true (rules#validation: a valid e-mail). */
  canSubmit: boolean;
  message: () => ContactMessage;
  clearFields: () => void;
  children: ReactNode;
}

/** The one submit/status/alert flow of the contact, demo and API-contact forms (rules#states, rules#errors). */
export function ContactFormShell({ formName, canSubmit, message, clearFields, children }: Props) {
  const t = useSectionT('info');
  const [send] = useContactEmailMutation();
  const { status, sending, submit, dismiss } = useFormStatus(formName);
  const id = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || sending) return;
    void submit(() => send(message()).unwrap(), clearFields);
  }

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-describedby={`${id}-status`}>
      {children}
      <div className="contact-form__actions">
        <button type="submit" disabled={!canSubmit || sending}>
          {t(sending ? 'info.form.sending' : 'info.form.submit')}
        </button>
      </div>
      <div id={`${id}-status`}>
        <FormStatusAlert status={status} onDismiss={dismiss} />
      </div>
    </form>
  );
}
