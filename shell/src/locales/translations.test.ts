import { describeTranslations } from '@tutorium/shared/testing';

// Keeps shell/src/locales/<language>.json in step with the t('...') calls under shell/src.
// A key passed through a variable is invisible here: mark it with a comment such as // t('About').
describeTranslations({ app: 'shell', namespace: 'shell', sampleKey: 'Your message has been sent! ✅' });
