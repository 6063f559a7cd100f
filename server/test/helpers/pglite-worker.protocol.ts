import type { Results } from '@electric-sql/pglite';

export type WorkerRequest =
  | { kind: 'query'; id: number; sql: string; params: unknown[] }
  | { kind: 'close'; id: number };

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: Record<string, unknown> }
  | { kind: 'result'; id: number; result?: Results<unknown> }
  | { kind: 'error'; id: number; error: Record<string, unknown> };
