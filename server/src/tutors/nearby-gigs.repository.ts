import { NEARBY_GIGS_LIMIT, type NearbyGig } from '@tutorium/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';
import { distanceFrom, insideBox, placeColumns } from '../db/geo';
import { isListedTutor, type Place } from './tutors.repository';

/**
 * Active gigs (approved subject, tutor not blocked) of tutors within `place.radiusKm`, nearest
 * first. The tutors come from the coordinates index (a box around the circle, then the exact
 * distance), their gigs from the gigs' tutor index: no scan of every tutor or gig.
 */
export async function listNearbyGigs(db: Kysely<Database>, place: Place): Promise<NearbyGig[]> {
  const distance = distanceFrom(place, placeColumns('users'));
  const rows = await db
    .selectFrom('users')
    .innerJoin('gigs', 'gigs.tutor_id', 'users.id')
    .innerJoin('subjects', 'subjects.id', 'gigs.subject_id')
    .where(isListedTutor)
    .where(sql<boolean>`users.latitude is not null`)
    .where(insideBox(place, placeColumns('users')))
    .where(sql<boolean>`${distance} <= ${place.radiusKm}::float8`)
    .where('gigs.tutor_blocked', '=', false)
    .where('subjects.is_active', '=', true)
    .select([
      'gigs.id',
      'gigs.title',
      'subjects.name as subject',
      'users.id as tutor',
      'users.username as teacher',
      'users.location',
      'users.latitude',
      'users.longitude',
      distance.as('distance_km'),
    ])
    .orderBy(distance)
    .orderBy('gigs.id')
    .limit(NEARBY_GIGS_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: toNumber(row.id),
    title: row.title,
    subject: row.subject,
    tutor: toNumber(row.tutor),
    teacher: row.teacher,
    location: row.location,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    distance_km: Math.round(Number(row.distance_km) * 10) / 10,
  }));
}
