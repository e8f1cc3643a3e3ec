// Calendar arithmetic in a user's time zone, done by PostgreSQL (it knows every zone's rules, DST included).
// `timeZone` is a value or a prepared statement's placeholder; the caller has checked that it is a known zone.
import { sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';

type Zone = string | Placeholder;

/** The local calendar date of an instant. */
export const localDateOf = (at: SQLWrapper, timeZone: Zone) => sql`(${at} AT TIME ZONE ${timeZone})::date`;

/**
 * A local day as the streaks count it (epochDay in @rooted/shared): days since 1970-01-01 in the zone. As
 * numbers, the API neither converts instants with Intl again nor parses date strings (issue 13).
 */
export const localEpochDayOf = (at: SQLWrapper, timeZone: Zone) =>
  sql`(${localDateOf(at, timeZone)} - DATE '1970-01-01')`;

/**
 * The instant a local date (or local time) began in the zone; a day that starts in a DST gap begins at its
 * first real instant.
 */
export const localStartOf = (date: SQLWrapper, timeZone: Zone) =>
  sql`(${date}::timestamp AT TIME ZONE ${timeZone})`;
