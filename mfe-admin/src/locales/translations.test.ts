import { describeTranslations } from '@tutorium/shared/testing';

// Keeps mfe-admin/src/locales/<language>.json in step with the t('...') calls under mfe-admin/src.
// A key passed through a variable is invisible here: mark it with a comment such as // t('Approve').
describeTranslations({ app: 'mfe-admin', namespace: 'admin', sampleKey: 'Access Denied' });
