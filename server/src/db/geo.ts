import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** The mean Earth radius (IUGG), the one every distance of the marketplace uses. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** A point and a radius in km. */
export interface Circle {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** A table's (latitude, longitude) columns, as SQL. */
export type PlaceColumns = readonly [Expression<unknown>, Expression<unknown>];

/** Columns of a table by name: `placeColumns('jobs')` is jobs.latitude and jobs.longitude. */
export const placeColumns = (table: string, latitude = 'latitude', longitude = 'longitude'): PlaceColumns => [
  sql.ref(`${table}.${latitude}`),
  sql.ref(`${table}.${longitude}`),
];

/** Great-circle distance in km between two points given as SQL expressions (haversine). */
export const distanceKm = (lat1: Expression<unknown>, lon1: Expression<unknown>, lat2: Expression<unknown>, lon2: Expression<unknown>): RawBuilder<number> =>
  sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
  power(sin(radians(${lat2} - ${lat1}) / 2), 2)
  + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))))`;

/** Distance in km from a point to the place held in `columns`. */
export const distanceFrom = ({ lat, lng }: { lat: number; lng: number }, [latitude, longitude]: PlaceColumns): RawBuilder<number> =>
  distanceKm(sql`${lat}::float8`, sql`${lng}::float8`, latitude, longitude);

/**
 * The box around the circle, on the indexed (latitude, longitude): the index narrows the rows to
 * the box and the exact distance is computed on those only. Near a pole or across the date line
 * the longitude bound is dropped or split, never wrong.
 */
export function insideBox({ lat, lng, radiusKm }: Circle, [latitudeOf, longitudeOf]: PlaceColumns): RawBuilder<SqlBool> {
  const dLat = radiusKm / KM_PER_DEGREE;
  const [minLat, maxLat] = [lat - dLat, lat + dLat];
  const latitude = sql<SqlBool>`${latitudeOf} between ${minLat}::float8 and ${maxLat}::float8`;
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89) return latitude;
  const dLng = dLat / Math.cos((widest * Math.PI) / 180);
  if (dLng >= 180) return latitude;
  const [minLng, maxLng] = [lng - dLng, lng + dLng];
  if (minLng < -180) return sql<SqlBool>`${latitude} and (${longitudeOf} >= ${minLng + 360}::float8 or ${longitudeOf} <= ${maxLng}::float8)`;
  if (maxLng > 180) return sql<SqlBool>`${latitude} and (${longitudeOf} >= ${minLng}::float8 or ${longitudeOf} <= ${maxLng - 360}::float8)`;
  return sql<SqlBool>`${latitude} and ${longitudeOf} between ${minLng}::float8 and ${maxLng}::float8`;
}

/** Within the circle: the indexed box first, then the exact distance. */
export const withinCircle = (circle: Circle, columns: PlaceColumns): RawBuilder<SqlBool> =>
  sql<SqlBool>`${insideBox(circle, columns)} and ${distanceFrom(circle, columns)} <= ${circle.radiusKm}::float8`;
