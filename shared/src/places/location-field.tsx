import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_LOOKUP_MIN_CHARS, type LocationSuggestion } from '@tutorium/shared/contracts';
import { SuggestField } from '@tutorium/shared/ui';
import { bestPlace } from './search-locations.api';
import { useLocationSuggestions } from './use-location-suggestions';

export interface LocationFieldProps {
  value: string;
  /** Defaults to 'Location'. */
  label?: string;
  placeholder?: string;
  required?: boolean;
  /** Shown, not editable: no hint and no lookups. */
  readOnly?: boolean;
  error?: string;
  /** The typed text matched no place of the index: asks for a choice from the suggestions. */
  placeNotFound?: boolean;
  /**
   * Enter on typed text without a pick chooses the place index's best match (for a page with no
   * submit of its own, such as a map); text that matches no place asks for a choice.
   */
  chooseBestOnEnter?: boolean;
  onType: (text: string) => void;
  /** A place from the suggestions, with its coordinates. */
  onChoose: (place: LocationSuggestion) => void;
  onBlur?: () => void;
}

/**
 * A place text box with suggestions from LOCATION_LOOKUP_MIN_CHARS typed characters (ARIA
 * combobox): click, or arrow keys and Enter, choose one. Only typing looks places up, so a value
 * the form starts with never opens the list.
 */
export function LocationField({ value, label, placeholder, required, readOnly = false, error, placeNotFound = false, chooseBestOnEnter = false, onType, onChoose, onBlur }: LocationFieldProps) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState(false);
  const places = useLocationSuggestions(value, typed && !readOnly);
  const [unknown, setUnknown] = useState(false);
  const chooseBest = () => {
    if (value.trim().length < LOCATION_LOOKUP_MIN_CHARS) return;
    bestPlace(value)
      .catch(() => null)
      .then((best) => {
        setUnknown(best === null);
        if (best) {
          setTyped(false);
          onChoose(best);
        }
      });
  };
  return (
    <SuggestField
      label={label ?? t('Location')}
      name="location"
      value={value}
      placeholder={placeholder}
      required={required}
      readOnly={readOnly}
      hint={readOnly ? undefined : t('Type at least {{min}} characters, then choose a place.', { min: LOCATION_LOOKUP_MIN_CHARS })}
      error={placeNotFound || unknown ? t('We could not find that place. Choose one from the suggestions.') : error}
      listLabel={t('Location suggestions')}
      suggestions={places.map((place) => ({ key: place.place_id, label: place.display_name }))}
      onType={(text) => {
        setTyped(true);
        setUnknown(false);
        onType(text);
      }}
      onEnter={chooseBestOnEnter && !readOnly ? chooseBest : undefined}
      onChoose={(suggestion) => {
        const place = places.find((each) => each.place_id === suggestion.key);
        setTyped(false);
        if (place) onChoose(place);
      }}
      onBlur={onBlur}
    />
  );
}
