import { sql, type Kysely } from 'kysely';

/** Whether `probe` answers true in time; false when it fails, says no, or is too slow. */
export async function answersInTime(probe: Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([probe.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Round-trips a trivial query; false when the database errors or does not answer in time. */
export function isDatabaseReachable<DB>(db: Kysely<DB>, timeoutMs: number): Promise<boolean> {
  return answersInTime(sql`select 1`.execute(db).then(() => true), timeoutMs);
}
