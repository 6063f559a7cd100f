import { registerNamespace } from '@tutorium/shared/i18n';

// The admin namespace: English is the keys themselves; each other language is its own small chunk.
registerNamespace('admin', (language) => import(`./locales/${language}.json`));
