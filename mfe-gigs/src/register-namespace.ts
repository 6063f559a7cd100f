import { registerNamespace } from '@tutorium/shared/i18n';

// The gigs namespace: English is the keys themselves; each other language is its own small chunk.
registerNamespace('gigs', (language) => import(`./locales/${language}.json`));
