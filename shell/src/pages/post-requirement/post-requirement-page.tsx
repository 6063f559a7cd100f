import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field } from '@tutorium/shared/ui';
import { StaticPage } from '../common/static-page';
import { DEFAULT_REQUIREMENT_MODE, readRequirement } from './requirement';
import styles from './post-requirement-page.module.css';

/** Post a requirement: a client-only form that logs the data, confirms with an alert and resets (no call is made). */
export default function PostRequirementPage() {
  const { t } = useTranslation('shell');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    console.info('Requirement submitted', readRequirement(form));
    window.alert(t('Your requirement has been submitted successfully!'));
    form.reset();
  };

  return (
    <StaticPage title={t('Post your requirement')} intro={t('Tell tutors what you want to learn and they will get in touch with you.')}>
      <Card className={styles.card}>
        <form onSubmit={submit} aria-label={t('Requirement')}>
          <div className={styles.row}>
            <Field label={t('Name')} name="name" autoComplete="name" required />
            <Field label={t('Email')} name="email" type="email" autoComplete="email" required />
          </div>
          <div className={styles.row}>
            <Field label={t('Subject')} name="subject" required />
            <Field as="select" label={t('Mode')} name="mode" defaultValue={DEFAULT_REQUIREMENT_MODE}>
              <option value="online">{t('Online')}</option>
              <option value="offline">{t('Offline')}</option>
              <option value="both">{t('Both')}</option>
            </Field>
          </div>
          <Field label={t('Budget')} name="budget" required hint={t('For example: 500-800 BDT per hour')} />
          <Field
            as="textarea"
            label={t('Description')}
            name="description"
            hint={t('Optional: level, schedule, goals or anything else tutors should know.')}
          />
          <Button type="submit" size="lg" fullWidth>{t('Submit requirement')}</Button>
        </form>
      </Card>
    </StaticPage>
  );
}
