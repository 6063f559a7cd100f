import type { ColumnType, GeneratedAlways } from 'kysely';

/**
 * A Postgres int8 (bigint, count(*)). node-postgres returns it as a string, PGlite as a number,
 * so repositories must convert it (toNumber) before it leaves the data layer.
 */
export type Int8 = ColumnType<string | number, number | bigint, number | bigint>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** An identity int8 primary key: read like Int8, never written. */
export type Id = GeneratedAlways<string | number>;
/** An int8 reference to another table's id. */
export type Reference = ColumnType<string | number, number, number>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
