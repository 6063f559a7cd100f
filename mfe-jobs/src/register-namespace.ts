import { registerNamespace } from '@tutorium/shared/i18n';

// The jobs namespace: English is the keys themselves; each other language is its own small chunk.
registerNamespace('jobs', (language) => import(`./locales/${language}.json`));
