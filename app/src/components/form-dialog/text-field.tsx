import type { HTMLInputTypeAttribute } from 'react';
import * as styles from './form-dialog.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  /** A rule shown under the field. */
  hint?: string;
  /**
   * The field's message (null: none now). A field that is checked passes it always, so its alert
   * region is in the page before the first message; an optional field leaves it out.
   */
  error?: string | null;
}

/** A labelled input or text area of a form dialog, with its hint and its message. */
export function TextField({ id, label, value, onValueChange, multiline = false, type, autoComplete, placeholder, hint, error }: TextFieldProps) {
  const checked = error !== undefined;
  const describedBy = [hint ? `${id}-hint` : '', checked ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-invalid': error ? '' : undefined,
    onChange: (e: { currentTarget: { value: string } }) => onValueChange(e.currentTarget.value),
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea className={styles.textarea} {...control} /> : <input className={styles.input} type={type} autoComplete={autoComplete} {...control} />}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {checked ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
