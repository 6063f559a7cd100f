import { describeTranslations } from '@tutorium/shared/testing';

// Keeps mfe-payments/src/locales/<language>.json in step with the t('...') calls under mfe-payments/src.
// A key passed through a variable is invisible here: mark it with a comment such as // t('About').
describeTranslations({ app: 'mfe-payments', namespace: 'payments', sampleKey: 'Upgrade Your Experience' });
