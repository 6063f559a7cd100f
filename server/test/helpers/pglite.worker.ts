// Runs in a worker thread (see pglite-worker-client.ts): a plain Node context where PGlite can
// load its WebAssembly, which jest's module sandbox forbids.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { WorkerReply, WorkerRequest } from './pglite-worker.protocol';

const port = parentPort;
if (!port) throw new Error('pglite.worker.ts must run in a worker thread');

function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  // Keep Postgres' fields (code, constraint, detail...) that callers branch on.
  const fields = Object.entries(error).filter(([, value]) => ['string', 'number'].includes(typeof value));
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

// In memory unless the client names a data directory (tests of commands that open one).
const database = PGlite.create((workerData as { dataDir?: string }).dataDir ?? 'memory://');
database.then(
  () => port.postMessage({ kind: 'ready' } satisfies WorkerReply),
  (error: unknown) => port.postMessage({ kind: 'failed', error: describeError(error) } satisfies WorkerReply),
);

port.on('message', async (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const pglite = await database;
    if (request.kind === 'close') {
      await pglite.close();
      reply = { kind: 'result', id: request.id };
    } else {
      const { rows, affectedRows, command, rowCount, fields } = await pglite.query(request.sql, request.params);
      reply = { kind: 'result', id: request.id, result: { rows, affectedRows, command, rowCount, fields } };
    }
  } catch (error) {
    reply = { kind: 'error', id: request.id, error: describeError(error) };
  }
  port.postMessage(reply);
});
