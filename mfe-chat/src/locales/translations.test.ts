import { describeTranslations } from '@tutorium/shared/testing';

// Keeps mfe-chat/src/locales/<language>.json in step with the t('...') calls under mfe-chat/src.
// A key passed through a variable is invisible here: mark it with a comment such as // t('About').
describeTranslations({ app: 'mfe-chat', namespace: 'chat', sampleKey: 'Type a message' });
