// The two writes of the usual progress save, each batched (issue 13): the saves a busy server handles in
// one turn of its event loop are written by ONE statement, one commit, instead of one each (db/batched.ts).
// Each call keeps its own rule: an update applies only if the stored percentage is still the one its save
// read, and an insert only if there is no record yet. A call whose write did not apply gets no row, as
// alone, and its save takes the locked path (progress.service.ts). Two saves of the same record in one
// batch are one such case: PostgreSQL applies one of them, the other finds no row.
import { sql } from 'drizzle-orm';
import { collectedPerTurn } from '../../db/batched';
import type { Db } from '../../db/client';
import { preparedPerDb, preparedSql } from '../../db/prepared';
import type { userEpisodeProgress } from '../../db/schema';

export type ProgressRow = typeof userEpisodeProgress.$inferSelect;

export interface ProgressWrite {
  userId: string;
  episodeId: string;
  progress: number;
  positionSeconds: number;
  now: Date;
}

const p = (name: string) => sql.placeholder(name);

// The record as the API reads it (ProgressRow's keys and types); qualified, as the calls' columns have the same names.
const RECORD = sql.raw(
  [
    'id',
    'user_id AS "userId"',
    'episode_id AS "episodeId"',
    'progress',
    'position_seconds AS "positionSeconds"',
    'last_listened_at AS "lastListenedAt"',
    'updated_at AS "updatedAt"',
  ]
    .map((c) => `user_episode_progress.${c}`)
    .join(', '),
);

const updateStatement = preparedSql<ProgressRow & { call: string }>(
  'progress_save_update_batch',
  sql`UPDATE user_episode_progress
    SET progress = calls.progress, position_seconds = calls.position_seconds, last_listened_at = calls.now, updated_at = calls.now
    FROM unnest(${p('userIds')}::uuid[], ${p('episodeIds')}::text[], ${p('expected')}::smallint[], ${p('progress')}::smallint[],
                ${p('positionSeconds')}::real[], ${p('now')}::timestamptz[])
      WITH ORDINALITY AS calls(user_id, episode_id, expected, progress, position_seconds, now, call)
    WHERE user_episode_progress.user_id = calls.user_id AND user_episode_progress.episode_id = calls.episode_id
      AND user_episode_progress.progress = calls.expected
    RETURNING calls.call, ${RECORD}`,
);

const insertStatement = preparedSql<ProgressRow>(
  'progress_save_insert_batch',
  sql`INSERT INTO user_episode_progress (user_id, episode_id, progress, position_seconds, last_listened_at, updated_at)
    SELECT user_id, episode_id, progress, position_seconds, now, now
    FROM unnest(${p('userIds')}::uuid[], ${p('episodeIds')}::text[], ${p('progress')}::smallint[],
                ${p('positionSeconds')}::real[], ${p('now')}::timestamptz[])
      AS calls(user_id, episode_id, progress, position_seconds, now)
    ON CONFLICT DO NOTHING
    RETURNING ${RECORD}`,
);

const columns = (writes: ProgressWrite[]) => ({
  userIds: writes.map((w) => w.userId),
  episodeIds: writes.map((w) => w.episodeId),
  progress: writes.map((w) => w.progress),
  positionSeconds: writes.map((w) => w.positionSeconds),
  now: writes.map((w) => w.now),
});

/** The two writers of a database handle, built once per handle (each collects its own turn's calls). */
const writersOf = preparedPerDb((db: Db) => ({
  update: collectedPerTurn(async (writes: (ProgressWrite & { expected: number })[]) => {
    const rows = await updateStatement(db, { ...columns(writes), expected: writes.map((w) => w.expected) });
    const byCall = new Map(rows.map(({ call, ...row }) => [Number(call), row]));
    return writes.map((_, i) => byCall.get(i + 1));
  }),
  insert: collectedPerTurn(async (writes: ProgressWrite[]) => {
    const rows = await insertStatement(db, columns(writes));
    // Each new record goes to the first save of its user and episode; a second one in the same batch
    // found it there already, as it would have one statement later.
    const byRecord = new Map(rows.map((row) => [`${row.userId} ${row.episodeId}`, row]));
    return writes.map((w) => {
      const key = `${w.userId} ${w.episodeId}`;
      const row = byRecord.get(key);
      byRecord.delete(key);
      return row;
    });
  }),
}));

/** Writes the record only if its percentage, the one stored value the rules depend on, is still `expected`. */
export function updateIfUnchanged(
  db: Db,
  write: ProgressWrite & { expected: number },
): Promise<ProgressRow | undefined> {
  return writersOf(db).update(write);
}

/** A first record; nothing when a concurrent save has just written one. */
export function insertIfAbsent(db: Db, write: ProgressWrite): Promise<ProgressRow | undefined> {
  return writersOf(db).insert(write);
}
