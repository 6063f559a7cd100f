import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { detectImageType } from '../uploads/image-type';

/**
 * Verification documents live in their own folder of the uploads directory, beside (never under)
 * the publicly served avatars: they are read only through the access-checked document route.
 */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

/** Stored names are ours alone: random hex and the detected extension, nothing from the client. */
export const DOCUMENT_FILE_NAME = /^[0-9a-f]{32}\.(pdf|jpg|png|webp)$/;

const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');

/** The document's type by its first bytes (a PDF's `%PDF-`, or an image's magic number), never by its name. */
export function detectDocumentType(content: Buffer): DocumentExtension | undefined {
  if (content.length >= PDF_MAGIC.length && content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  return detectImageType(content);
}

export function documentsDir(uploadsDir: string): string {
  return join(uploadsDir, 'verification');
}

export async function ensureDocumentsDir(uploadsDir: string): Promise<string> {
  const dir = documentsDir(uploadsDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Writes a new file (never overwriting one) and returns its name. */
export async function storeDocument(dir: string, content: Buffer, extension: DocumentExtension): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(join(dir, name), content, { flag: 'wx', mode: 0o600 });
  return name;
}

/** A stored document's bytes; undefined when the name is not one of ours or the file is gone. */
export async function readDocument(dir: string, name: string): Promise<Buffer | undefined> {
  if (!DOCUMENT_FILE_NAME.test(name)) return undefined;
  try {
    return await readFile(join(dir, name));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Removes a stored document; a name that is not one of ours is never turned into a path. */
export async function removeDocument(dir: string, name: string): Promise<void> {
  if (DOCUMENT_FILE_NAME.test(name)) await rm(join(dir, name), { force: true });
}
