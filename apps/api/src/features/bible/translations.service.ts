// Which translations exist and which is the default (SPEC §3, §7, §9).
import { FALLBACK_TRANSLATION_ID, type BibleTranslation } from '@rooted/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bibleTranslations } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** SPEC §9: the default translation is cached for 1 h. The whole (tiny) list shares that cache. */
const CACHE_MS = 60 * 60_000;

interface Cached {
  at: number;
  visible: BibleTranslation[];
  defaultId: string;
}

// Keyed by database handle: each test app (and each server) has its own, so caches never leak across them.
const cache = new WeakMap<Db, Cached>();

async function load(db: Db): Promise<Cached> {
  const rows = await db
    .select({
      id: bibleTranslations.id,
      name: bibleTranslations.name,
      isDefault: bibleTranslations.isDefault,
    })
    .from(bibleTranslations)
    .where(eq(bibleTranslations.visible, true))
    .orderBy(asc(bibleTranslations.sortOrder), asc(bibleTranslations.id));
  // SPEC §3: the default is the row marked default AND visible; with none, WEB.
  const defaultId = rows.find((r) => r.isDefault)?.id ?? FALLBACK_TRANSLATION_ID;
  return { at: Date.now(), visible: rows, defaultId };
}

async function cached(db: Db): Promise<Cached> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit;
  const fresh = await load(db);
  cache.set(db, fresh);
  return fresh;
}

/** For admin edits of bible_translations: the next request reads the table again. */
export function forgetTranslations(db: Db): void {
  cache.delete(db);
}

export async function listTranslations({ db }: { db: Db }) {
  const { visible, defaultId } = await cached(db);
  return { translations: visible, defaultTranslation: defaultId };
}

export async function getDefaultTranslation({ db }: { db: Db }): Promise<string> {
  return (await cached(db)).defaultId;
}

/** A visible translation by id in any case ('kjv'), or undefined. */
export async function findTranslation({ db, id }: { db: Db; id: string }) {
  const upper = id.toUpperCase();
  return (await cached(db)).visible.find((t) => t.id === upper);
}

export async function requireTranslation({ db, id }: { db: Db; id: string }) {
  const translation = await findTranslation({ db, id });
  if (!translation) throw notFoundWithCode('translation_not_found', `We don't have a Bible translation called "${id}".`);
  return translation;
}

/** A 404 whose code tells the reader what was missing (translation, book, chapter). */
export function notFoundWithCode(code: string, message: string) {
  return new AppError(404, code, message);
}
