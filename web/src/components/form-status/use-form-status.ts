import { useCallback, useState } from 'react';
import { reportClientError } from '../../app/client-errors';

export type FormStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** rules#errors: a failed form send is reported; the report names the form and the status, never the form's data. */
export function reportFormFailure(formName: string, err: unknown): void {
  const status = (err as { status?: unknown } | undefined)?.status;
  reportClientError(`${formName} form failed to send (status ${typeof status === 'number' ? status : 'none'}) on ${location.pathname}`);
}

/**
 * rules#states: the contact, demo, API-contact and newsletter forms have a sent flag and a failure
 * flag. `submit` runs the send; on success the form clears its fields, on failure the error is
 * reported (no form data in the report) and the failure alert shows. Either alert can be dismissed.
 */
export function useFormStatus(formName: string) {
  const [status, setStatus] = useState<FormStatus>('idle');
  const submit = useCallback(
    async (send: () => Promise<unknown>, clearFields: () => void) => {
      setStatus('sending');
      try {
        await send();
        clearFields();
        setStatus('sent');
      } catch (err) {
        reportFormFailure(formName, err);
        setStatus('failed');
      }
    },
    [formName],
  );
  const dismiss = useCallback(() => setStatus('idle'), []);
  return { status, sending: status === 'sending', submit, dismiss };
}
