import { useMemo, useState } from 'react';
import { LOCATION_LOOKUP_MIN_CHARS, type LocationSuggestion } from '@tutorium/shared/contracts';
import { useSubjects } from '../api/get-subjects.api';
import { SuggestField } from './suggest-field';
import { useTutorsT } from './tutors-t';
import { useLocationSuggestions } from './use-location-suggestions';

/** The place chosen from the suggestions, with its coordinates. */
export interface ChosenPlace {
  name: string;
  lat: number;
  lng: number;
}

const MAX_SUBJECT_SUGGESTIONS = 8;

/** Subject text with suggestions: the active subjects whose name contains the text (any case). */
export function SubjectField({ value, onChange, error }: { value: string; onChange: (subject: string) => void; error?: string }) {
  const t = useTutorsT();
  const subjects = useSubjects();
  const suggestions = useMemo(() => {
    const typed = value.trim().toLowerCase();
    return (subjects.data ?? [])
      .filter((subject) => subject.is_active && subject.name.toLowerCase().includes(typed) && subject.name.toLowerCase() !== typed)
      .slice(0, MAX_SUBJECT_SUGGESTIONS)
      .map((subject) => ({ key: String(subject.id), label: subject.name }));
  }, [subjects.data, value]);
  return (
    <SuggestField
      label={t('Subject')}
      name="subject"
      value={value}
      placeholder={t('e.g. Physics')}
      error={error}
      listLabel={t('Subject suggestions')}
      suggestions={suggestions}
      onType={onChange}
      onChoose={(suggestion) => onChange(suggestion.label)}
    />
  );
}

interface LocationFieldProps {
  value: string;
  onType: (text: string) => void;
  /** A place from the suggestions; null when the text is cleared or edited after choosing. */
  onPlace: (place: ChosenPlace | null) => void;
}

/** Location text with place suggestions from 3 characters; clearing or editing the text forgets the chosen place. */
export function LocationField({ value, onType, onPlace }: LocationFieldProps) {
  const t = useTutorsT();
  const [typed, setTyped] = useState(false);
  const places = useLocationSuggestions(value, typed);
  const byKey = useMemo(() => new Map(places.map((place: LocationSuggestion) => [place.place_id, place])), [places]);
  return (
    <SuggestField
      label={t('Location')}
      name="location"
      value={value}
      placeholder={t('City or area')}
      hint={t('Type at least {{min}} characters, then choose a place.', { min: LOCATION_LOOKUP_MIN_CHARS })}
      listLabel={t('Location suggestions')}
      suggestions={places.map((place) => ({ key: place.place_id, label: place.display_name }))}
      onType={(text) => {
        setTyped(true);
        onType(text);
        onPlace(null);
      }}
      onChoose={(suggestion) => {
        const place = byKey.get(suggestion.key);
        setTyped(false);
        onType(suggestion.label);
        if (place) onPlace({ name: place.display_name, lat: place.lat, lng: place.lon });
      }}
    />
  );
}
