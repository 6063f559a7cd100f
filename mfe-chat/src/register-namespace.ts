import { registerNamespace } from '@tutorium/shared/i18n';

// The chat namespace: English is the keys themselves; each other language is its own small chunk.
registerNamespace('chat', (language) => import(`./locales/${language}.json`));
