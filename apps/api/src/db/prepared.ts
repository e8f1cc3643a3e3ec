// Named prepared statements for the hot reads (issue 13). Building a query with Drizzle costs more CPU
// than PostgreSQL spends answering a small indexed read, and an unnamed statement is parsed and planned
// again on every call. A prepared one is built once per database handle and parsed once per connection;
// each call then sends only its parameters. Its name must be unique in the whole app (PostgreSQL keys
// prepared statements by name per connection), so names say which feature they belong to.
import type { Db } from './client';

/** `build(db)` once per database handle (tests open several), then the same statement every call. */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = build(db)));
    return statement;
  };
}
