import { VERIFICATION_FIELDS } from '@tutorium/shared/contracts';
import type { App } from '../../src/app';
import { IMAGES } from '../helpers/multipart';

// Test-only: a verification request's multipart form, as a browser's FormData sends it.

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export { IMAGES };

export interface FormParts {
  education?: string;
  experience?: string;
  document?: { content: Buffer; filename?: string; contentType?: string };
}

export function verificationBody(parts: FormParts): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tutorium-verification-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const field of [VERIFICATION_FIELDS.education, VERIFICATION_FIELDS.experience] as const) {
    const value = parts[field];
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`));
  }
  if (parts.document) {
    const { content, filename = 'diploma.pdf', contentType = 'application/pdf' } = parts.document;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${VERIFICATION_FIELDS.document}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const validForm = (overrides: FormParts = {}): FormParts => ({
  education: 'BSc in Physics, University of Dhaka',
  experience: 'Five years of teaching physics to secondary students',
  document: { content: PDF },
  ...overrides,
});

/** POST /api/users/me/verification/ as `headers`' user (anonymous without). */
export function submitVerification(app: App, headers: Record<string, string> | undefined, parts: FormParts = validForm()) {
  const { payload, headers: multipart } = verificationBody(parts);
  return app.inject({ method: 'POST', url: '/api/users/me/verification/', payload, headers: { ...multipart, ...headers } });
}
