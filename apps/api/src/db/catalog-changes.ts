// Catalogue content (podcasts, episodes, their series, transcripts, recaps and topics) changes a few times a
// day and is read on every page, so a process may keep answers built from it in memory, as long as it learns
// of every change whoever makes it: an admin on another instance, a feed import, psql. Every write to those
// tables notifies 'rooted_catalog' when it commits (migrations 0013 and 0014); each process listens on a
// connection of its own and counts the notices. A cache (catalogCache) keeps an answer only if no notice arrived while it was read,
// and forgets everything at the next notice. While the listening connection is down nothing can be known,
// so caches are passed by until it is back (issue 13).
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { LruMap } from '../lib/lru-map';
import type { Db } from './client';

export const CATALOG_CHANNEL = 'rooted_catalog';
const RECONNECT_MS = 1_000;
// A connection that died without a word (a dropped network path, no reset) would look live and hear
// nothing: a query every HEARTBEAT_MS that must answer within HEARTBEAT_TIMEOUT_MS finds it out.
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

export interface CatalogChanges {
  /** Moves on at every notice, and whenever notices may have been missed (a lost connection). */
  readonly generation: number;
  /** True while listening: only then may answers be kept. */
  readonly live: boolean;
  stop(): Promise<void>;
}

const watchers = new WeakMap<Db, CatalogChanges>();

/** Closes a listening connection we are done with; its late errors and end no longer concern us. */
async function discard(client: pg.Client | undefined): Promise<void> {
  if (!client) return;
  client.removeAllListeners();
  client.on('error', () => undefined);
  await client.end().catch(() => undefined);
}

/** The change counter for this database handle, if its process listens (the server does; most tests not). */
export const catalogChangesOf = (db: Db): CatalogChanges | undefined => watchers.get(db);

/** Listens for catalogue changes on its own connection (reconnecting after a loss) for the handle `db`. */
export async function watchCatalogChanges(options: {
  db: Db;
  url: string;
  logger?: Logger;
}): Promise<CatalogChanges> {
  const { db, url, logger } = options;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const state = { generation: 0, live: false };

  const lost = (err?: unknown) => {
    if (!state.live && !client) return;
    const wasLive = state.live;
    state.live = false;
    state.generation += 1;
    void discard(client);
    client = undefined;
    if (stopped) return;
    // Said once per outage, not at every failed retry.
    if (wasLive)
      logger?.warn(
        { err },
        'catalogue change notices lost; answers are read from the database until they are back',
      );
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url, query_timeout: HEARTBEAT_TIMEOUT_MS });
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', () => {
      state.generation += 1;
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOG_CHANNEL}`);
      if (stopped || client !== next) return;
      // Whatever changed before LISTEN took effect was not heard: answers kept before now are forgotten.
      state.generation += 1;
      state.live = true;
      logger?.debug('listening for catalogue changes');
    } catch (err) {
      if (client === next) lost(err);
    }
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (current && state.live)
      current.query('SELECT 1').catch((err: unknown) => client === current && lost(err));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const changes: CatalogChanges = {
    get generation() {
      return state.generation;
    },
    get live() {
      return state.live;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      state.live = false;
      const last = client;
      client = undefined;
      await discard(last);
      watchers.delete(db);
    },
  };
  watchers.set(db, changes);
  await connect();
  return changes;
}

interface Entries<V> {
  map: LruMap<V>;
  generation: number;
}

/**
 * Answers built from catalogue content, by key, kept per listening process and database: the least recently
 * read goes past `max`. Without a live CatalogChanges for the handle each call reads.
 */
export function catalogCache<V>(max: number) {
  const kept = new WeakMap<CatalogChanges, Entries<V>>();
  // Entries of an older generation are forgotten before the map is used.
  const entriesOf = (changes: CatalogChanges) => {
    let entries = kept.get(changes);
    if (!entries) kept.set(changes, (entries = { map: new LruMap(max), generation: changes.generation }));
    if (entries.generation !== changes.generation) {
      entries.map.clear();
      entries.generation = changes.generation;
    }
    return entries;
  };

  /**
   * The answer kept for `key`, or `read()`'s, kept when `keep(answer)` holds and no change arrived while
   * it was read (the read may have seen the content before that change).
   */
  return async function cached(
    db: Db,
    key: string,
    read: () => Promise<V>,
    keep: (answer: V) => boolean,
  ): Promise<V> {
    const changes = catalogChangesOf(db);
    if (!changes?.live) return read();
    const hit = entriesOf(changes).map.get(key);
    if (hit !== undefined) return hit;
    const readFrom = changes.generation;
    const answer = await read();
    if (keep(answer) && changes.live && changes.generation === readFrom)
      entriesOf(changes).map.set(key, answer);
    return answer;
  };
}
