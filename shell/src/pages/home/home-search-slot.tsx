import { useCallback, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@tutorium/shared/federation';
import { Button, Field, SearchBar, searchBarSubmitClassName } from '@tutorium/shared/ui';
import { RemoteWidget } from '../../remote/remote-widget';

const noChanges = () => () => undefined;

type Typed = { subject: string; location: string };

interface SearchFormProps {
  typed: Typed;
  onType: (typed: Typed) => void;
  /** Focus, a pointer over the form or a touch: the person is about to search. */
  onIntent: (field?: keyof Typed) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The search as plain HTML: a GET of /tutors?subject=&location=, which works without JavaScript. */
function SearchForm({ typed, onType, onIntent, onSubmit }: SearchFormProps) {
  const { t } = useTranslation('shell');
  const field = (name: keyof Typed) => ({
    name,
    value: typed[name],
    onChange: (event: { currentTarget: { value: string } }) => onType({ ...typed, [name]: event.currentTarget.value }),
    onFocus: () => onIntent(name),
  });
  return (
    <SearchBar
      role="search"
      aria-label={t('Find a tutor')}
      action="/tutors"
      method="get"
      onPointerEnter={() => onIntent()}
      onTouchStart={() => onIntent()}
      onSubmit={onSubmit}
    >
      <Field label={t('Subject')} placeholder={t('e.g. Physics')} autoComplete="off" {...field('subject')} />
      <Field label={t('Location')} placeholder={t('City or area')} autoComplete="off" {...field('location')} />
      <Button type="submit" className={searchBarSubmitClassName}>{t('search', { ns: 'common' })}</Button>
    </SearchBar>
  );
}

/**
 * The tutor search in the home page's hero. Prerendered, and until someone means to search, it
 * is a plain form that searches on /tutors, with or without JavaScript; the tutors remote's widget
 * (subject and place suggestions, results in place) loads on intent (focus, a pointer over the
 * form, a touch), never by itself, and takes over with what was typed, the focus where it was,
 * and a search already asked for while it loaded.
 */
export function HomeSearchSlot() {
  const live = useSyncExternalStore(noChanges, () => true, () => false);
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState<Typed>({ subject: '', location: '' });
  const [focus, setFocus] = useState<keyof Typed>();
  const [submitted, setSubmitted] = useState(false);
  // The form stays where it is (same element, same focus) until the widget is on the page.
  const [taken, setTaken] = useState(false);
  const takenOver = useCallback(() => setTaken(true), []);
  const form = (
    <SearchForm
      typed={typed}
      onType={setTyped}
      onIntent={(field) => {
        if (field) setFocus(field);
        setWanted(true);
      }}
      onSubmit={(event) => {
        // With JavaScript the search happens in place, once the widget is there.
        if (!live) return;
        event.preventDefault();
        setSubmitted(true);
        setWanted(true);
      }}
    />
  );
  const handOver: WidgetProps = { initial: typed, focus, submitted };
  return (
    <>
      {!taken && form}
      {live && wanted && <RemoteWidget remote="tutors" name="home-search" fallback={null} onShown={takenOver} {...handOver} />}
    </>
  );
}
