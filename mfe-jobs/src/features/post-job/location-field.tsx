import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LOCATION_LOOKUP_MIN_CHARS, SUGGESTION_BLUR_CLOSE_MS, type LocationSuggestion } from '@tutorium/shared/contracts';
import { Field } from '@tutorium/shared/ui';
import { useJobsT } from '../../common/jobs-t';
import { useLocationSuggestions } from './use-location-suggestions';
import styles from './post-job.module.css';

interface LocationFieldProps {
  value: string;
  /** Defaults to 'Location'. */
  label?: string;
  required?: boolean;
  error?: string;
  onType: (text: string) => void;
  onChoose: (place: LocationSuggestion) => void;
  onBlur: () => void;
}

/** The job's place with the profile's place suggestions (ARIA combobox): click or arrow keys and Enter choose one. */
export function LocationField({ value, label, required = true, error, onType, onChoose, onBlur }: LocationFieldProps) {
  const t = useJobsT();
  const listId = useId();
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const places = useLocationSuggestions(value, typed);
  const showList = open && places.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const choose = (place: LocationSuggestion) => {
    onChoose(place);
    setTyped(false);
    setOpen(false);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + places.length) % places.length);
    } else if (event.key === 'Enter' && places[active]) {
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.combobox}>
      <Field
        label={label ?? t('Location')}
        required={required}
        name="location"
        value={value}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        hint={t('Type at least {{min}} characters, then choose a place.', { min: LOCATION_LOOKUP_MIN_CHARS })}
        error={error}
        onChange={(event) => {
          onType(event.target.value);
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          onBlur();
          blurTimer.current = setTimeout(() => setOpen(false), SUGGESTION_BLUR_CLOSE_MS);
        }}
        onKeyDown={keyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('Location suggestions')} className={styles.suggestions} hidden={!showList}>
        {showList && places.map((place, index) => (
          <li
            key={place.place_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            // Keep the focus in the text box, so choosing does not start the blur timer.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {place.display_name}
          </li>
        ))}
      </ul>
    </div>
  );
}
