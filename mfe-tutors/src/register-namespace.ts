import { registerNamespace } from '@tutorium/shared/i18n';

// The tutors namespace: English is the keys themselves; each other language is its own small chunk.
registerNamespace('tutors', (language) => import(`./locales/${language}.json`));
