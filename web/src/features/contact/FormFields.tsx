import { useState } from 'react';
import { isValidEmail } from '../../../../shared/validation';
import { useSectionT } from '../../i18n/section-catalogs';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  optional?: boolean;
}

/** A labelled text input or textarea; these fields have no validation (rules#validation). */
export function TextField({ id, label, value, onChange, multiline, autoComplete, maxLength = multiline ? 5000 : 200, optional }: FieldProps) {
  const t = useSectionT('info');
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="contact-form__optional"> {t('info.form.optional')}</span> : null}
      </label>
      {multiline ? (
        <textarea id={id} rows={6} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} type="text" value={value} maxLength={maxLength} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

/** The e-mail input with the rules#validation rule: the error shows once the visitor left the field. Words in the page's language. */
export function EmailField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useSectionT('info');
  const [touched, setTouched] = useState(false);
  const invalid = value.trim() !== '' && !isValidEmail(value);
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>{t('info.form.email')}</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        value={value}
        maxLength={254}
        required
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setTouched(true)}
        aria-invalid={touched && invalid}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {touched && invalid ? t('validation.email') : ''}
      </p>
    </div>
  );
}
