// Supporter feature (SPEC §1): a user's own links from a verse to another verse or passage, with a note.
// Every query is scoped by user id, so a user can never read or change another user's links.
import type { CreateCustomVerseLinkRequest, CustomVerseLink } from '@rooted/shared';
import { createCustomVerseLinkRequest } from '@rooted/shared';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { customVerseLinks as l } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { requireBook } from './bible.service';
import { requireTranslation } from './translations.service';
import { previewSql, requireVerse, toVerseTarget } from './verse-targets';

/** Enough for years of study notes, small enough that one account cannot fill the disk. */
export const MAX_LINKS_PER_USER = 5000;

const linkNotFound = () => notFound('That verse link does not exist.');
const isUuid = (id: string) => z.uuid().safeParse(id).success;

function columns(translation: string) {
  return {
    id: l.id,
    verse: l.verse,
    note: l.note,
    createdAt: l.createdAt,
    toBook: l.toBook,
    toChapter: l.toChapter,
    toVerseFrom: l.toVerseFrom,
    toVerseTo: l.toVerseTo,
    preview: previewSql(translation, l.toBook, l.toChapter, l.toVerseFrom),
  };
}

type Row = { id: string; verse: number; note: string; createdAt: Date } & Parameters<typeof toVerseTarget>[0];
const toLink = (r: Row): CustomVerseLink => ({
  id: r.id,
  verse: r.verse,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
  target: toVerseTarget(r),
});

/** The user's links from verses of one chapter, oldest first, previews in the reader's translation. */
export async function listCustomLinks(opts: { db: Db; userId: string; book: string; chapter: number; translation: string }) {
  const { db, userId } = opts;
  const book = requireBook(opts.book);
  const { id: translation } = await requireTranslation({ db, id: opts.translation });
  const rows = await db
    .select(columns(translation))
    .from(l)
    .where(and(eq(l.userId, userId), eq(l.book, book.index), eq(l.chapter, opts.chapter)))
    .orderBy(asc(l.verse), asc(l.createdAt));
  return rows.map(toLink);
}

export async function createCustomLink(opts: { db: Db; userId: string; input: CreateCustomVerseLinkRequest; translation: string }) {
  const { db, userId } = opts;
  const input = createCustomVerseLinkRequest.parse(opts.input);
  const { id: translation } = await requireTranslation({ db, id: opts.translation });
  const from = await requireVerse({ db, book: input.book, chapter: input.chapter, verse: input.verse });
  const to = await requireVerse({ db, book: input.toBook, chapter: input.toChapter, verse: input.toVerseFrom });
  const toVerseTo = input.toVerseTo && input.toVerseTo !== input.toVerseFrom ? input.toVerseTo : null;
  if (toVerseTo !== null) {
    if (toVerseTo < input.toVerseFrom) throw badRequest('The passage must end after it starts.');
    await requireVerse({ db, book: input.toBook, chapter: input.toChapter, verse: toVerseTo });
  }
  if (from.index === to.index && input.chapter === input.toChapter && input.verse === input.toVerseFrom && !toVerseTo) {
    throw badRequest('A verse cannot link to itself.');
  }
  const count = await db.$count(l, eq(l.userId, userId));
  if (count >= MAX_LINKS_PER_USER) throw badRequest(`You can keep up to ${MAX_LINKS_PER_USER} verse links.`, 'limit_reached');

  const [created] = await db
    .insert(l)
    .values({
      userId,
      book: from.index,
      chapter: input.chapter,
      verse: input.verse,
      toBook: to.index,
      toChapter: input.toChapter,
      toVerseFrom: input.toVerseFrom,
      toVerseTo,
      note: input.note,
    })
    .returning({ id: l.id });
  return getOwnLink({ db, userId, id: created!.id, translation });
}

async function getOwnLink({ db, userId, id, translation }: { db: Db; userId: string; id: string; translation: string }) {
  if (!isUuid(id)) throw linkNotFound();
  const [row] = await db.select(columns(translation)).from(l).where(and(eq(l.id, id), eq(l.userId, userId)));
  if (!row) throw linkNotFound();
  return toLink(row);
}

export async function updateCustomLink(opts: { db: Db; userId: string; id: string; note: string; translation: string }) {
  const { db, userId, id } = opts;
  if (!isUuid(id)) throw linkNotFound();
  const { id: translation } = await requireTranslation({ db, id: opts.translation });
  const updated = await db
    .update(l)
    .set({ note: opts.note })
    .where(and(eq(l.id, id), eq(l.userId, userId)))
    .returning({ id: l.id });
  if (updated.length === 0) throw linkNotFound();
  return getOwnLink({ db, userId, id, translation });
}

export async function deleteCustomLink({ db, userId, id }: { db: Db; userId: string; id: string }) {
  if (!isUuid(id)) throw linkNotFound();
  const deleted = await db
    .delete(l)
    .where(and(eq(l.id, id), eq(l.userId, userId)))
    .returning({ id: l.id });
  if (deleted.length === 0) throw linkNotFound();
}
