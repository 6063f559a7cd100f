import { describeTranslations } from '@tutorium/shared/testing';

// Keeps mfe-gigs/src/locales/<language>.json in step with the t('...') calls under mfe-gigs/src.
// A key passed through a variable is invisible here: mark it with a comment such as // t('About').
describeTranslations({ app: 'mfe-gigs', namespace: 'gigs', sampleKey: 'Gig created successfully!' });
