import { useState } from 'react';
import { MESSAGES, isValidEmail } from '../../../../shared/validation';

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
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="contact-form__optional"> (optional)</span> : null}
      </label>
      {multiline ? (
        <textarea id={id} rows={6} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} type="text" value={value} maxLength={maxLength} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

/** The e-mail input with the rules#validation rule: the error shows once the visitor left the field. */
export function EmailField({ id, value, onChange, label = 'Email' }: { id: string; value: string; onChange: (value: string) => void; label?: string }) {
  const [touched, setTouched] = useState(false);
  const invalid = value.trim() !== '' && !isValidEmail(value);
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>{label}</label>
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
        {touched && invalid ? MESSAGES.email : ''}
      </p>
    </div>
  );
}
