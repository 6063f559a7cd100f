import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SUGGESTION_BLUR_CLOSE_MS } from '../contracts';
import { Field } from './field';
import styles from './suggest-field.module.css';

export interface Suggestion {
  key: string;
  label: string;
}

export interface SuggestFieldProps {
  label: string;
  name: string;
  value: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  /** Accessible name of the suggestion list. */
  listLabel: string;
  suggestions: readonly Suggestion[];
  onType: (text: string) => void;
  onChoose: (suggestion: Suggestion) => void;
  /** The text box lost focus (a form marks the field touched). */
  onBlur?: () => void;
  /** Enter pressed with no suggestion picked (the typed text itself is meant). */
  onEnter?: () => void;
}

/**
 * A text box with suggestions (ARIA combobox): click, or arrow keys and Enter, choose one; the
 * list closes SUGGESTION_BLUR_CLOSE_MS after the box loses focus.
 */
export function SuggestField({ label, name, value, placeholder, hint, error, required, readOnly, listLabel, suggestions, onType, onChoose, onBlur, onEnter }: SuggestFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showList = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const choose = (suggestion: Suggestion) => {
    onChoose(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && onEnter && !(showList && suggestions[active])) {
      event.preventDefault();
      setOpen(false);
      onEnter();
      return;
    }
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.combobox}>
      <Field
        label={label}
        name={name}
        value={value}
        placeholder={placeholder}
        hint={hint}
        error={error}
        required={required}
        readOnly={readOnly}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          onBlur?.();
          blurTimer.current = setTimeout(() => setOpen(false), SUGGESTION_BLUR_CLOSE_MS);
        }}
        onKeyDown={keyDown}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className={styles.suggestions} hidden={!showList}>
        {showList &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              // Keep the focus in the text box, so choosing does not start the blur timer.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              {suggestion.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
