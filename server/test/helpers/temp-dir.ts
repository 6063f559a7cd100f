import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempDir {
  path: string;
  /** Writes a file (creating its folders) relative to the temp dir. */
  write(relativePath: string, content: string | Buffer): Promise<void>;
  remove(): Promise<void>;
}

export async function createTempDir(): Promise<TempDir> {
  const path = await mkdtemp(join(tmpdir(), 'tutorium-test-'));
  return {
    path,
    write: async (relativePath, content) => {
      const file = join(path, relativePath);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content);
    },
    remove: () => rm(path, { recursive: true, force: true }),
  };
}
