import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@tutorium/shared/federation';
import { Button, Field, SearchBar, searchBarSubmitClassName } from '@tutorium/shared/ui';
import { useLive } from '../../app/use-live';
import { RemoteWidget } from '../../remote/remote-widget';

const FIELDS = ['subject', 'location'] as const;
type FieldName = (typeof FIELDS)[number];
type Typed = Record<FieldName, string>;

/** What the form's boxes hold now, typed before or after the page's code arrived. */
function typedIn(form: HTMLFormElement): Typed {
  const value = (name: FieldName) => {
    const box = form.elements.namedItem(name);
    return box instanceof HTMLInputElement ? box.value : '';
  };
  return { subject: value('subject'), location: value('location') };
}

interface SearchFormProps {
  form: RefObject<HTMLFormElement | null>;
  onType: () => void;
  /** Focus, a pointer over the form, a touch or typing: the person is about to search. */
  onIntent: (field?: FieldName) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The search as plain HTML: a GET of /tutors?subject=&location=, which works without JavaScript.
 * Its boxes are the browser's own (uncontrolled): what someone types before the page's code is
 * here stays, and is handed over as typed.
 */
function SearchForm({ form, onType, onIntent, onSubmit }: SearchFormProps) {
  const { t } = useTranslation('shell');
  const field = (name: FieldName) => ({
    name,
    onChange: () => {
      onType();
      onIntent(name);
    },
    onFocus: () => onIntent(name),
  });
  return (
    <SearchBar
      ref={form}
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
  const live = useLive();
  const form = useRef<HTMLFormElement>(null);
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState<Typed>({ subject: '', location: '' });
  const [focus, setFocus] = useState<FieldName>();
  const [submitted, setSubmitted] = useState(false);
  // The form stays where it is (same element, same focus) until the widget is on the page.
  const [taken, setTaken] = useState(false);
  const takenOver = useCallback(() => setTaken(true), []);
  const readTyped = useCallback(() => {
    if (form.current) setTyped(typedIn(form.current));
  }, []);
  const intent = useCallback((field?: FieldName) => {
    if (field) setFocus(field);
    setWanted(true);
  }, []);
  // The page's code may arrive after someone started: text already typed is kept, and a focus
  // already in the form is an intent to search.
  useEffect(() => {
    const current = form.current;
    if (!current) return;
    readTyped();
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && current.contains(active)) intent(FIELDS.find((name) => name === active.name));
    else if (FIELDS.some((name) => typedIn(current)[name] !== '')) intent();
  }, [readTyped, intent]);
  const searchForm = (
    <SearchForm
      form={form}
      onType={readTyped}
      onIntent={intent}
      onSubmit={(event) => {
        // With JavaScript the search happens in place, once the widget is there.
        if (!live) return;
        event.preventDefault();
        readTyped();
        setSubmitted(true);
        setWanted(true);
      }}
    />
  );
  const handOver: WidgetProps = { initial: typed, focus, submitted };
  return (
    <>
      {!taken && searchForm}
      {live && wanted && <RemoteWidget remote="tutors" name="home-search" fallback={null} onShown={takenOver} {...handOver} />}
    </>
  );
}
