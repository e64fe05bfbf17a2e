import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchTarget } from './search-target';
import * as layout from '../page-layout/page-layout.css';
import * as styles from './search-box.css';

export interface SearchBoxProps {
  /** Builds the results URL of a trimmed keyword. */
  to: (q: string) => string;
  defaultValue?: string;
  placeholder?: string;
  className?: string;
}

/** A keyword box: Enter opens the results of the trimmed keyword; blank input does nothing. */
export function SearchBox({ to, defaultValue = '', placeholder = '搜索关键词', className }: SearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(value, to);
    if (target) navigate(target);
  };
  return (
    <form role="search" className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={id} className={layout.visuallyHidden}>
        搜索
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={styles.button} aria-label="搜索">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.24 4.25-1.41 1.41-4.25-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
