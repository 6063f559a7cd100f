import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageExtension } from './image-type';

/** Stored names are ours alone: random hex and the detected extension, nothing from the client. */
export const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function avatarsDir(uploadsDir: string): string {
  return join(uploadsDir, 'avatars');
}

export async function ensureAvatarsDir(uploadsDir: string): Promise<string> {
  const dir = avatarsDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Writes a new file (never overwriting one) and returns its name. */
export async function storeAvatar(dir: string, content: Buffer, extension: ImageExtension): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(join(dir, name), content, { flag: 'wx' });
  return name;
}

/** Removes a stored avatar; a name that is not one of ours is never turned into a path. */
export async function removeAvatar(dir: string, name: string): Promise<void> {
  if (AVATAR_FILE_NAME.test(name)) await rm(join(dir, name), { force: true });
}
