import { BRAND } from '../../../../shared/brand';
import type { FormStatus } from './use-form-status';

export const SENT_MESSAGE = 'Sent successfully';
export const FAILED_MESSAGE = `Failed to send. Please reload the page and try again. If the problem persists, please email ${BRAND.email}`;

/** The rules#errors success and failure alerts of the forms, dismissible. */
export function FormStatusAlert({ status, onDismiss, sent = SENT_MESSAGE, failed = FAILED_MESSAGE }: { status: FormStatus; onDismiss: () => void; sent?: string; failed?: string }) {
  if (status !== 'sent' && status !== 'failed') return null;
  const ok = status === 'sent';
  return (
    <div role={ok ? 'status' : 'alert'} className={`alert ${ok ? 'alert--success' : 'alert--error'}`}>
      <span>{ok ? sent : failed}</span>
      <button type="button" className="alert__close" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
