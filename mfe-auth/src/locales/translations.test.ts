import { describeTranslations } from '@tutorium/shared/testing';

// Keeps mfe-auth/src/locales/<language>.json in step with the t('...') calls under mfe-auth/src.
// A key passed through a variable is invisible here: mark it with a comment such as // t('About').
describeTranslations({ app: 'mfe-auth', namespace: 'auth', sampleKey: 'Registration complete! Redirecting to login...' });
