import { useEffect } from 'react';
import { PAGE_PREVIEW_ATTRIBUTE } from '@tutorium/shared/contracts';

let preview: { path: string; language: string; element: Element } | null = null;

/**
 * Keeps the preview of a remote's page the server put in the frame (REMOTE_PREVIEWS), an inert
 * element, before the first render replaces the frame's HTML: the page's area shows that very
 * element (no HTML is parsed again) until the remote's code renders the page there.
 */
export function capturePagePreview(doc: Document): void {
  const element = doc.querySelector(`[${PAGE_PREVIEW_ATTRIBUTE}]`);
  preview = element && { path: element.getAttribute(PAGE_PREVIEW_ATTRIBUTE)!, language: doc.documentElement.lang, element };
}

/**
 * The preview, while the page shown is the one it is of, in its language (the document's follows
 * the interface's), until the remote's page has replaced it; otherwise undefined.
 */
export function pagePreview() {
  const shown = preview;
  return shown?.path === window.location.pathname && shown.language === document.documentElement.lang
    ? <div ref={(area) => { area?.append(shown.element); }} />
    : undefined;
}

/** Rendered beside the remote's page: once the page is in place, its preview is not shown again. */
export function PreviewReplaced() {
  useEffect(() => {
    preview = null;
  }, []);
  return null;
}
