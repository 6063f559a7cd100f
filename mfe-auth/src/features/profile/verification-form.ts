import { VERIFICATION_DOCUMENT_MAX_BYTES } from '@tutorium/shared/contracts';

// What the verification form shows with its first render; its schema loads when it validates (lazy-zod-resolver).

/** Longest education or experience text the server keeps. */
export const VERIFICATION_TEXT_MAX = 2000;
/** The document types the server takes (it checks the content again). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
/** The `accept` list of the file input. */
export const DOCUMENT_ACCEPT = ['.pdf', '.png', '.jpg', '.jpeg', '.webp', ...DOCUMENT_TYPES].join(',');
export const DOCUMENT_MAX_MEGABYTES = VERIFICATION_DOCUMENT_MAX_BYTES / (1024 * 1024);
