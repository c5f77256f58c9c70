import { useT } from '../../i18n/use-t';
import type { FormStatus } from './use-form-status';

/** The rules#errors success and failure alerts of the forms, dismissible, in the page's language. */
export function FormStatusAlert({ status, onDismiss }: { status: FormStatus; onDismiss: () => void }) {
  const t = useT();
  if (status !== 'sent' && status !== 'failed') return null;
  const ok = status === 'sent';
  return (
    <div role={ok ? 'status' : 'alert'} className={`alert ${ok ? 'alert--success' : 'alert--error'}`}>
      <span>{t(ok ? 'form.sent' : 'form.failed')}</span>
      <button type="button" className="alert__close" aria-label={t('common.dismiss')} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
