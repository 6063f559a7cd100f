import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { PGliteClient } from '../../src/db/pglite-dialect';
import type { WorkerReply, WorkerRequest } from './pglite-worker.protocol';

// Jest runs test code in a VM sandbox that refuses dynamic import() unless node runs with
// --experimental-vm-modules, and PGlite loads its WebAssembly that way. So tests keep PGlite in
// a worker thread and talk to it through this client, which the real PGlite dialect then drives.
const BOOTSTRAP = "require('tsx/cjs'); require(require('node:worker_threads').workerData.entry);";

type Pending = { resolve: (result: Results<unknown> | undefined) => void; reject: (error: Error) => void };
type WorkerCall = { kind: 'query'; sql: string; params: unknown[] } | { kind: 'close' };

// Values cloned from the worker belong to the outer realm, where `instanceof Date` fails in here.
function toLocalRealm(value: unknown): unknown {
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date((value as Date).getTime());
  if (Array.isArray(value)) return value.map(toLocalRealm);
  return value;
}

function toError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

export class PGliteWorkerClient implements PGliteClient {
  readonly waitReady: Promise<void>;
  #closed = false;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();
  readonly #worker: Worker;

  constructor(dataDir?: string) {
    this.#worker = new Worker(BOOTSTRAP, { eval: true, workerData: { entry: join(__dirname, 'pglite.worker.ts'), dataDir } });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#worker.on('message', (reply: WorkerReply) => {
        if (reply.kind === 'ready') resolve();
        else if (reply.kind === 'failed') reject(toError(reply.error));
        else this.#settle(reply);
      });
      this.#worker.on('error', (error) => {
        reject(error);
        this.#rejectAll(error);
      });
      this.#worker.on('exit', () => {
        this.#closed = true;
        this.#rejectAll(new Error('The PGlite worker has exited'));
      });
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<Results<T>> {
    const result = await this.#call({ kind: 'query', sql, params });
    if (!result) throw new Error('PGlite worker sent no result');
    const rows = result.rows.map((row) =>
      Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([key, value]) => [key, toLocalRealm(value)])),
    );
    return { ...result, rows: rows as T[] };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#call({ kind: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }

  #call(call: WorkerCall): Promise<Results<unknown> | undefined> {
    // Like PGlite itself: a closed database refuses work instead of never answering.
    if (this.#closed && call.kind === 'query') return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...call, id } satisfies WorkerRequest);
    });
  }

  #rejectAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #settle(reply: Extract<WorkerReply, { id: number }>): void {
    const pending = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if (reply.kind === 'error') pending?.reject(toError(reply.error));
    else pending?.resolve(reply.result);
  }
}

/** A PGlite in its own worker thread, ready for queries: fresh in memory, or on `dataDir`. */
export async function startPGliteWorker(dataDir?: string): Promise<PGliteWorkerClient> {
  const client = new PGliteWorkerClient(dataDir);
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return client;
}
