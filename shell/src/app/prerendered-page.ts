import type { Language } from '@tutorium/shared/contracts';
import type { Translations } from '@tutorium/shared/i18n';

/** The id of the JSON script a prerendered page carries, read before hydrating. */
export const PRERENDERED_DATA_ID = 'prerendered';

/** What the build tells the browser about a prerendered page. */
export interface PrerenderedPage {
  /** The path rendered into the HTML, or null for the frame (header and footer around a loading area). */
  path: string | null;
  language: Language;
  /** The language's texts of the namespaces the page shows (none for English: keys are the texts). */
  resources?: Record<string, Translations>;
}

/** Reads the page's prerender data; null when the HTML was not prerendered (development server). */
export function readPrerenderedPage(doc: Document): PrerenderedPage | null {
  const text = doc.getElementById(PRERENDERED_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderedPage;
  } catch {
    return null;
  }
}
