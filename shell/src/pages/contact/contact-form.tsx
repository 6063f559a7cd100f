import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_CONFIRMATION_MS } from '@tutorium/shared/contracts';
import { Button, Field } from '@tutorium/shared/ui';
import styles from './contact-page.module.css';

const EMPTY_MESSAGE = { name: '', email: '', message: '' };

/** The contact form. It sends nothing (spec: no call is made); it confirms for 3 s and clears itself. */
export function ContactForm() {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState(EMPTY_MESSAGE);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const update = (field: keyof typeof EMPTY_MESSAGE) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValues(EMPTY_MESSAGE);
    setSent(true);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('Send us a message')}>
      <Field label={t('Name')} name="name" autoComplete="name" required value={values.name} onChange={(event) => update('name')(event.target.value)} />
      <Field
        label={t('Email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => update('email')(event.target.value)}
      />
      <Field as="textarea" label={t('Message')} name="message" required value={values.message} onChange={(event) => update('message')(event.target.value)} />
      <Button type="submit">{t('Send message')}</Button>
      <p role="status" className={styles.confirmation}>
        {sent ? t('Your message has been sent! ✅') : ''}
      </p>
    </form>
  );
}
