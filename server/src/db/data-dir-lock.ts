import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database serves one process: a second server or command line on the same DATA_DIR
 * would corrupt it. Whoever opens it holds `DATA_DIR/pglite.lock` (created exclusively) until it
 * closes; a lock left by a process that died is taken over. A server announces in its lock where
 * it listens and a secret only readers of DATA_DIR see, so `npm run admin` can act through it.
 */
export const LOCK_FILE = 'pglite.lock';

export interface LockHolder {
  pid: number;
  /** What holds it: "server" or "admin command line". */
  role: string;
  startedAt: string;
  /** The server's loopback address, once it listens. */
  url?: string;
  /** The secret its admin command route accepts (the file is readable by its owner only). */
  token?: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.role}, since ${holder.startedAt}). ` +
        'It serves one process at a time: stop that process first, or give this one another DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  holder: LockHolder;
  /** Records where the server listens, for the command line. */
  announce(url: string): void;
  /** Removes the lock (if it is still ours). Idempotent. */
  release(): void;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function readLockHolder(dataDir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
    return Number.isSafeInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock of `dataDir` for this process, or throws DataDirBusyError naming the live holder. */
export function acquireDataDirLock(dataDir: string, role: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const holder: LockHolder = { pid: process.pid, role, startedAt: new Date().toISOString(), token: randomBytes(32).toString('hex') };
  const write = (flag: 'wx' | 'w') => writeFileSync(path, JSON.stringify(holder), { flag, mode: 0o600 });
  for (let attempt = 0; ; attempt += 1) {
    try {
      write('wx');
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const current = readLockHolder(dataDir);
      if (current && current.pid !== process.pid && isAlive(current.pid)) throw new DataDirBusyError(dataDir, current);
      // A dead process's lock (or an unreadable one): take it over.
      unlinkSync(path);
    }
  }
  let released = false;
  return {
    holder,
    announce(url) {
      holder.url = url;
      if (!released) write('w');
    },
    release() {
      if (released) return;
      released = true;
      if (readLockHolder(dataDir)?.pid === process.pid) unlinkSync(path);
    },
  };
}
