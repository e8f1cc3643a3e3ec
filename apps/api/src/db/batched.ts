// Batched reads (issue 13): the calls of one prepared read statement that arrive in the same turn of the
// event loop go to PostgreSQL as ONE statement. A busy server reads many requests per turn; each
// statement costs a pool checkout, a socket write that wakes a PostgreSQL backend (on two shared cores
// it often preempts the API), the protocol work on both sides and the executor's start-up, whatever it
// reads. Sent together, a dozen requests' reads cost about what one did.
//
// The statement is written as for one call (Drizzle's query builder or preparedSql, with placeholders).
// Its batched form unnests one array per parameter, each call one element, and runs the statement for
// every call as a LATERAL subquery; each answer row carries the number of its call:
//
//   SELECT calls.i, q.* FROM unnest((SELECT $1::uuid[]), (SELECT $2::date[])) WITH ORDINALITY AS calls(p1, p2, i)
//   CROSS JOIN LATERAL (SELECT row_number() OVER (), one.* FROM (<the statement, $n → calls.pn>) one) q
//   ORDER BY calls.i, q.row_number
//
// Nothing is cached: a call is only ever answered by a statement sent after it was made, so a row
// changed before a request arrived is never seen by that request. A quiet server sends one call per
// statement, one turn (well under a millisecond) later than before. Only reads are batched this way;
// collectedPerTurn serves writes written for many calls by hand (features/progress/progress-writes.ts).
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { DB_CASING, schema, type Db } from './client';

/** At most this many calls of a write in one statement; more in the same turn are split over several. */
export const MAX_CALLS_PER_STATEMENT = 100;

/**
 * Reads go in smaller statements: a busy turn's reads split evenly over two or more statements run on as
 * many pooled connections, so PostgreSQL answers them on both cores at once instead of one backend reading
 * them all in turn (issue 13: +4–10% req/s on the signed-in reads at 50 connections). Writes keep the
 * larger batches: each of their statements is a commit, and smaller ones cost progress saves a tenth.
 */
export const MAX_READ_CALLS_PER_STATEMENT = 16;

const CALL = 'rooted_call';
const ROW = 'rooted_row';

/** `$n` outside quoted literals, quoted identifiers and comments, in the order they appear. */
function replaceParameters(text: string, replace: (n: number) => string): string {
  return text.replace(
    /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|\$(\d+)/g,
    (match, n: string | undefined) => (n === undefined ? match : replace(Number(n))),
  );
}

/**
 * The batched form of a statement whose parameters have `types` (PostgreSQL's names for them, $1 first).
 * Its parameters are one array per original parameter, each call's values at the same index.
 */
export function batchedText(text: string, types: string[]): string {
  if (!types.length)
    throw new Error('a batched statement needs a parameter (its calls would all be the same)');
  for (const type of types) {
    // unnest flattens an array of arrays: a parameter that is itself an array cannot be batched this way.
    if (type.endsWith('[]')) throw new Error(`a batched statement cannot take an array parameter (${type})`);
  }
  const columns = types.map((_, i) => `p${i + 1}`);
  // Each array in a scalar subquery: planning a call with its arrays as constants would see how many calls
  // there are, and with few of them PostgreSQL keeps planning every execution anew (a custom plan costs
  // more than the execution here); unseen, every execution has the same plan and it is cached.
  const arrays = types.map((type, i) => `(SELECT $${i + 1}::${type}[])`);
  const inner = replaceParameters(text, (n) => {
    if (n < 1 || n > types.length) throw new Error(`parameter $${n} has no type`);
    return `rooted_calls.p${n}`;
  });
  return [
    `SELECT rooted_calls.i AS ${CALL}, rooted_q.*`,
    `FROM unnest(${arrays.join(', ')}) WITH ORDINALITY AS rooted_calls(${[...columns, 'i'].join(', ')})`,
    `CROSS JOIN LATERAL (SELECT row_number() OVER () AS ${ROW}, rooted_one.* FROM (${inner}) AS rooted_one) AS rooted_q`,
    `ORDER BY rooted_calls.i, rooted_q.${ROW}`,
  ].join('\n');
}

/**
 * Collects the calls made in one turn of the event loop and hands them to `send` together, at most
 * MAX_CALLS_PER_STATEMENT at a time; `send` answers them in order. When a batch fails because of one
 * call (bad input, class 22: an invalid uuid, a value out of range; a write's constraint, class 23; a
 * write's deadlock with another batch, class 40), each call is tried on its own, so only its own request
 * sees the error; any other failure (the database unavailable) fails every call it carried.
 */
export function collectedPerTurn<C, A>(
  send: (calls: C[]) => Promise<A[]>,
  maxCalls = MAX_CALLS_PER_STATEMENT,
): (call: C) => Promise<A> {
  type Waiting = { call: C; resolve: (answer: A) => void; reject: (err: unknown) => void };
  let waiting: Waiting[] = [];

  async function run(batch: Waiting[]) {
    try {
      const answers = await send(batch.map((w) => w.call));
      batch.forEach((w, i) => w.resolve(answers[i]!));
    } catch (err) {
      const oneCall = ['22', '23', '40'].includes((err as { code?: string }).code?.slice(0, 2) ?? '');
      if (batch.length > 1 && oneCall) for (const w of batch) void run([w]);
      else for (const w of batch) w.reject(err);
    }
  }

  // setImmediate runs once the event loop has handled every request that was ready in this turn (a
  // microtask would run after the first one). Split evenly: 17 calls go as 9 and 8, not 16 and 1.
  function flush() {
    const batch = waiting;
    waiting = [];
    const size = Math.ceil(batch.length / Math.ceil(batch.length / maxCalls));
    for (let at = 0; at < batch.length; at += size) void run(batch.slice(at, at + size));
  }

  return (call) =>
    new Promise((resolve, reject) => {
      if (!waiting.length) setImmediate(flush);
      waiting.push({ call, resolve, reject });
    });
}

type QueryConfig = pg.QueryConfig & { rowMode?: 'array' };

/** The parameters' types of a statement, as PostgreSQL infers them (once per statement and pool). */
async function parameterTypes(pool: pg.Pool, text: string): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query(`PREPARE rooted_parameter_probe AS ${text}`);
    const { rows } = await client.query<{ types: string[] }>(
      `SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = 'rooted_parameter_probe'`,
    );
    await client.query('DEALLOCATE rooted_parameter_probe');
    client.release();
    return rows[0]!.types;
  } catch (err) {
    // Closed rather than reused: it may still hold the probe, which would fail the next one on it.
    client.release(true);
    throw err;
  }
}

/**
 * A stand-in for the pool that Drizzle (or preparedSql) sends named statements to: calls of the same
 * statement made in one turn are answered by one batched statement on the real pool.
 */
class BatchingClient {
  private readonly statements = new Map<string, (values: unknown[]) => Promise<pg.QueryResult>>();

  constructor(private readonly pool: pg.Pool) {}

  query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const name = config.name;
    if (!name) return Promise.reject(new Error('batched statements must be named prepared statements'));
    let statement = this.statements.get(name);
    if (!statement) this.statements.set(name, (statement = this.batched(config)));
    return statement(values ?? config.values ?? []);
  }

  /** Transactions need one connection for several statements: batched reads are never part of one. */
  connect(): never {
    throw new Error('batched statements run outside transactions');
  }

  private batched(config: QueryConfig) {
    let text: Promise<string> | undefined;
    const textOf = () => {
      if (!text) {
        text = parameterTypes(this.pool, config.text).then((types) => batchedText(config.text, types));
        text.catch(() => (text = undefined)); // tried again with the next batch
      }
      return text;
    };
    return collectedPerTurn(async (calls: unknown[][]) => {
      const columns = calls[0]!.map((_, p) => calls.map((values) => values[p]));
      const result = await this.pool.query({
        ...config,
        name: `${config.name}_batched`,
        text: await textOf(),
        values: columns,
      });
      return answers(calls.length, result, config.rowMode === 'array');
    }, MAX_READ_CALLS_PER_STATEMENT);
  }
}

/** Each call's own result (its rows in the statement's order), without the two batching columns. */
function answers(count: number, result: pg.QueryResult, arrays: boolean): pg.QueryResult[] {
  const rowsOf: unknown[][] = Array.from({ length: count }, () => []);
  for (const row of result.rows) {
    if (arrays) {
      const cells = row as unknown[];
      rowsOf[Number(cells[0]) - 1]!.push(cells.slice(2));
    } else {
      const rest = { ...(row as Record<string, unknown>) };
      const call = Number(rest[CALL]);
      delete rest[CALL];
      delete rest[ROW];
      rowsOf[call - 1]!.push(rest);
    }
  }
  const fields = result.fields.slice(2);
  return rowsOf.map((rows) => ({ ...result, rows, rowCount: rows.length, fields }));
}

const batchingDbs = new WeakMap<Db, Db>();

/** A database handle whose named prepared reads are batched; its statements run on `db`'s pool. */
export function batchingDb(db: Db): Db {
  let batching = batchingDbs.get(db);
  if (!batching) {
    const client = new BatchingClient(db.$client) as unknown as pg.Pool;
    batching = drizzle({ client, schema, casing: DB_CASING }) as Db;
    batchingDbs.set(db, batching);
  }
  return batching;
}
