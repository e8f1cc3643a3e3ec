// Named prepared statements for the hot reads (issue 13). Building a query with Drizzle costs more CPU
// than PostgreSQL spends answering a small indexed read, and an unnamed statement is parsed and planned
// again on every call. A prepared one is built once per database handle and parsed once per connection;
// each call then sends only its parameters. Its name must be unique in the whole app (PostgreSQL keys
// prepared statements by name per connection), so names say which feature they belong to.
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { batchingDb } from './batched';
import { DB_CASING, type Db } from './client';

/** `build(db)` once per database handle (tests open several), then the same statement every call. */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = build(db)));
    return statement;
  };
}

/**
 * As preparedPerDb, for a hot read whose calls in one turn of the event loop are answered by one statement
 * (db/batched.ts): `build` gets a handle whose prepared statements are batched. Never inside a transaction.
 */
export function batchedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  return preparedPerDb((db) => build(batchingDb(db)));
}

// Renders raw statements as the app's database handle would (column names in the same casing).
const dialect = new PgDialect({ casing: DB_CASING });

/**
 * A raw SQL statement (Drizzle's `sql` with `sql.placeholder('name')` for each value) as a named prepared
 * statement: rendered to text once, then each call sends only the values (batched with `batched`, as in
 * batchedPerDb). For statements Drizzle's query builder cannot express (UNION ALL of limited branches,
 * CTEs); the builder's own `.prepare()` is simpler where it fits.
 */
export function preparedSql<Row extends Record<string, unknown>>(name: string, statement: SQL, { batched = false } = {}) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const client = batched ? batchingDb(db).$client : db.$client;
    return (await client.query<Row>({ name, text, values: fillPlaceholders(params, values) })).rows;
  };
}
