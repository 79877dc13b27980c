import type { ColumnType } from 'kysely';

/** Column shapes shared by the table types. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
export type Json<T> = ColumnType<T, string, string>;
