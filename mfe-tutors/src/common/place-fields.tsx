import { useMemo } from 'react';
import { LocationField } from '@tutorium/shared/places';
import { useSubjects } from '@tutorium/shared/query';
import { SuggestField } from '@tutorium/shared/ui';
import { useTutorsT } from './tutors-t';

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

interface PlaceFieldProps {
  value: string;
  /** The typed text matched no place: the field asks for a choice. */
  notFound?: boolean;
  /** Enter on typed text chooses the best match (a page without a Search button). */
  chooseBestOnEnter?: boolean;
  onType: (text: string) => void;
  /** A place from the suggestions; null when the text is cleared or edited after choosing. */
  onPlace: (place: ChosenPlace | null) => void;
}

/** The shared location box for a search: clearing or editing the text forgets the chosen place. */
export function PlaceField({ value, notFound, chooseBestOnEnter, onType, onPlace }: PlaceFieldProps) {
  const t = useTutorsT();
  return (
    <LocationField
      value={value}
      placeholder={t('City or area')}
      placeNotFound={notFound}
      chooseBestOnEnter={chooseBestOnEnter}
      onType={(text) => {
        onType(text);
        onPlace(null);
      }}
      onChoose={(place) => {
        onType(place.display_name);
        onPlace({ name: place.display_name, lat: place.lat, lng: place.lon });
      }}
    />
  );
}
