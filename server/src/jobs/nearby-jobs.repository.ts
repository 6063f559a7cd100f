import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database.types';
import { distanceFrom, placeColumns, withinCircle, type Circle } from '../db/geo';
import { toNumber } from '../db/int8';
import { JOB_COLUMNS, NEWEST_FIRST, toRecord, type JobRecord, type ListWindow } from './jobs.repository';

// Open jobs around a place, for the jobs map.
/** A place and a radius in km. */
export type NearPlace = Circle;

const JOB_PLACE = placeColumns('jobs');

// The condition of migration 0040's partial index, as literals so the planner can match it.
const isOpenWithPlace = sql<SqlBool>`jobs.status = 'open' and jobs.latitude is not null`;

const nearbyJobs = (db: Kysely<Database>, place: NearPlace) =>
  db
    .selectFrom('jobs')
    .where(isOpenWithPlace)
    .where(withinCircle(place, JOB_PLACE));

/** Open jobs within the radius of the place, nearest first (then newest), with their distance in km. */
export async function listNearbyJobs(db: Kysely<Database>, place: NearPlace, window: ListWindow): Promise<Array<JobRecord & { kmAway: number }>> {
  const rows = await nearbyJobs(db, place)
    .innerJoin('users', 'users.id', 'jobs.student_id')
    .select(JOB_COLUMNS)
    .select('users.username')
    .select(distanceFrom(place, JOB_PLACE).as('km_away'))
    .orderBy('km_away')
    .orderBy(NEWEST_FIRST)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({ ...toRecord(row), kmAway: Number(row.km_away) }));
}

export async function countNearbyJobs(db: Kysely<Database>, place: NearPlace): Promise<number> {
  const { count } = await nearbyJobs(db, place)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return toNumber(count);
}
