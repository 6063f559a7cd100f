import { registerNamespace } from '@tutorium/shared/i18n';

// The payments namespace: English is the keys themselves; each other language is its own small chunk.
registerNamespace('payments', (language) => import(`./locales/${language}.json`));
