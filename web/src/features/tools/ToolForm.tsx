import { useId, useState, type FormEvent } from 'react';
import { DrugTypeahead } from '../../components/search-bar/DrugTypeahead';
import type { ToolField } from './tool-types';

interface Props {
  fields: ToolField[];
  initial: Record<string, string>;
  errors: Record<string, string>;
  submitLabel: string;
  onSubmit: (values: Record<string, string>) => void;
}

/**
 * The tool's inputs, labelled, with their messages in place; a drug field is the site's typeahead.
 * Picking a suggestion only fills the field: the visitor submits (a pick is not a question asked).
 */
export function ToolForm({ fields, initial, errors, submitLabel, onSubmit }: Props) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="tool-form" onSubmit={submit} noValidate aria-label="Tool inputs">
      <div className="tool-form__fields">
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const errorId = `${fieldId}-error`;
          const hintId = field.hint ? `${fieldId}-hint` : '';
          const describedBy = [errorId, hintId].filter(Boolean).join(' ');
          const value = values[field.name] ?? '';
          const invalid = Boolean(errors[field.name]);
          const common = { id: fieldId, name: field.name, 'aria-invalid': invalid, 'aria-describedby': describedBy, required: field.required };
          return (
            <div key={field.name} className={`tool-field tool-field--${field.kind}`}>
              {field.kind === 'drug' ? (
                <DrugTypeahead
                  id={fieldId}
                  label={field.label}
                  value={value}
                  placeholder={field.placeholder}
                  invalid={invalid}
                  describedBy={describedBy}
                  onChange={(text) => set(field.name, text)}
                  onSelect={(name) => set(field.name, name)}
                />
              ) : (
                <>
                  <label htmlFor={fieldId}>{field.label}</label>
                  {field.kind === 'select' ? (
                    <select {...common} value={value} onChange={(e) => set(field.name, e.target.value)}>
                      {!field.required || !value ? <option value="">{field.placeholder ?? 'Choose…'}</option> : null}
                      {field.options?.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : field.kind === 'textarea' ? (
                    <textarea {...common} rows={5} value={value} placeholder={field.placeholder} onChange={(e) => set(field.name, e.target.value)} />
                  ) : (
                    <input
                      {...common}
                      type={field.kind === 'number' ? 'number' : field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text'}
                      inputMode={field.kind === 'zip' ? 'numeric' : undefined}
                      maxLength={field.kind === 'zip' ? 5 : undefined}
                      min={field.min}
                      max={field.max}
                      step={field.step}
                      value={value}
                      placeholder={field.placeholder}
                      autoComplete={field.kind === 'zip' ? 'postal-code' : 'off'}
                      onChange={(e) => set(field.name, e.target.value)}
                    />
                  )}
                </>
              )}
              {field.hint ? (
                <p id={hintId} className="tool-field__hint">
                  {field.hint}
                </p>
              ) : null}
              <p id={errorId} className="field-error" role="alert">
                {errors[field.name] ?? ''}
              </p>
            </div>
          );
        })}
      </div>
      <button type="submit">{submitLabel}</button>
    </form>
  );
}
