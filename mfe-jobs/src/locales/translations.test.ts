import { describeTranslations } from '@tutorium/shared/testing';

// Keeps mfe-jobs/src/locales/<language>.json in step with the t('...') calls under mfe-jobs/src.
// A key passed through a variable is invisible here: mark it with a comment such as // t('All Jobs').
describeTranslations({ app: 'mfe-jobs', namespace: 'jobs', sampleKey: 'No jobs found' });
