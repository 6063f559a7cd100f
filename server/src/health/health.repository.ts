import { sql, type Kysely } from 'kysely';

/** Round-trips a trivial query; false when the database errors or does not answer in time. */
export async function isDatabaseReachable<DB>(db: Kysely<DB>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
