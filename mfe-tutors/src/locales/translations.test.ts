import { describeTranslations } from '@tutorium/shared/testing';

// Keeps mfe-tutors/src/locales/<language>.json in step with the t('...') calls under mfe-tutors/src.
// A key passed through a variable is invisible here: mark it with a comment such as // t('About').
describeTranslations({ app: 'mfe-tutors', namespace: 'tutors', sampleKey: 'Please select a subject' });
