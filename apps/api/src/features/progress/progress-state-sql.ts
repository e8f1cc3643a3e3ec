// SPEC §4's progress state (packages/shared progressState) as a SQL expression, for answers whose episode
// lists PostgreSQL writes as JSON itself (the series page, issue 13). progress-state-sql.test.ts holds it
// equal to the shared function for every percentage.
import { COMPLETION_THRESHOLD } from '@rooted/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** 'not_started', 'in_progress' or 'complete' for a stored percentage (null: no record). */
export function progressStateSql(progress: PgColumn | SQL): SQL<string> {
  return sql<string>`CASE WHEN ${progress} IS NULL OR ${progress} <= 0 THEN 'not_started'
    WHEN ${progress} >= ${sql.raw(String(COMPLETION_THRESHOLD))} THEN 'complete' ELSE 'in_progress' END`;
}
