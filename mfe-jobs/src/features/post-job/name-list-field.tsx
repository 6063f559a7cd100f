import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@tutorium/shared/ui';
import { useJobsT } from '../../common/jobs-t';
import { addName } from './job-form-schema';
import styles from './post-job.module.css';

interface NameListFieldProps {
  label: string;
  addLabel: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Names to suggest; any other may be typed. */
  suggestions?: readonly string[];
  required?: boolean;
  error?: string;
}

/** Subjects or languages, added one at a time (blanks and repeats ignored) and removed one by one. */
export function NameListField({ label, addLabel, values, onChange, suggestions = [], required = false, error }: NameListFieldProps) {
  const t = useJobsT();
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    onChange(addName(values, text));
    setText('');
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className={styles.nameList}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.addRow}>
        <input
          id={id}
          className={styles.input}
          value={text}
          list={suggestions.length > 0 ? `${id}-list` : undefined}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={required || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
        />
        <Button variant="secondary" size="sm" onClick={add}>{addLabel}</Button>
      </div>
      {suggestions.length > 0 && (
        <datalist id={`${id}-list`}>
          {suggestions.map((name) => <option key={name} value={name} />)}
        </datalist>
      )}
      {values.length > 0 && (
        <ul className={styles.chips} aria-label={label}>
          {values.map((name) => (
            <li key={name} className={styles.chip}>
              {name}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('Remove {{name}}', { name })}
                onClick={() => onChange(values.filter((each) => each !== name))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p id={`${id}-error`} role="alert" className={styles.error}>{error}</p>}
    </div>
  );
}
