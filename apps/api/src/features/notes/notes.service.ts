// Notes, answers and reflections (SPEC §3 user_episode_data). Every query is scoped by the session's
// user id, so a user only ever reads and writes their own rows. Saving is an upsert of one slot
// (user + kind + episode/series + question), called repeatedly by the browser's auto-save.
import {
  maxLengthFor,
  type LearningEntry,
  type LearningListQuery,
  type SaveLearningEntryRequest,
} from '@rooted/shared';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { podcastEpisodes, podcastSeriesConfig, userEpisodeData as data } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { sanitizeUserText } from '../../lib/sanitize-user-text';

type Row = typeof data.$inferSelect;

export function toLearningEntry(row: Row): LearningEntry {
  return {
    id: row.id,
    kind: row.kind as LearningEntry['kind'],
    episodeId: row.episodeId,
    seriesId: row.seriesId,
    episodeTitle: row.episodeTitle,
    questionIndex: row.questionIndex,
    notes: row.notes,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** SPEC §7: the user's rows, newest first by created_at, optionally for one episode, series or kind. */
export async function listEntries(
  options: { db: Db; userId: string } & LearningListQuery,
): Promise<LearningEntry[]> {
  const { db, userId, episodeId, seriesId, kind } = options;
  const where: SQL[] = [eq(data.userId, userId)];
  if (episodeId) where.push(eq(data.episodeId, episodeId));
  if (seriesId) where.push(eq(data.seriesId, seriesId));
  if (kind) where.push(eq(data.kind, kind));
  const rows = await db
    .select()
    .from(data)
    .where(and(...where))
    .orderBy(desc(data.createdAt), desc(data.id));
  return rows.map(toLearningEntry);
}

interface Slot {
  kind: LearningEntry['kind'];
  episodeId: string | null;
  seriesId: string | null;
  questionIndex: number | null;
  title: string;
}

/** Checks that the episode, question or series exists and returns the slot and its display title. */
async function resolveSlot(db: Db | Tx, request: SaveLearningEntryRequest): Promise<Slot> {
  if ('seriesId' in request) {
    const [series] = await db
      .select({ name: podcastSeriesConfig.name })
      .from(podcastSeriesConfig)
      .where(eq(podcastSeriesConfig.id, request.seriesId));
    if (!series) throw notFound('No such series.');
    return {
      kind: 'reflection',
      episodeId: null,
      seriesId: request.seriesId,
      questionIndex: null,
      title: series.name,
    };
  }
  const [episode] = await db
    .select({ title: podcastEpisodes.title, questions: podcastEpisodes.discussionQuestions })
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.id, request.episodeId), eq(podcastEpisodes.status, 'published')));
  if (!episode) throw notFound('No such episode.');
  const questionIndex = request.kind === 'answer' ? request.questionIndex : null;
  if (questionIndex !== null && questionIndex >= episode.questions.length) {
    throw badRequest(`This episode has no question ${questionIndex + 1}.`, 'no_such_question');
  }
  return {
    kind: request.kind,
    episodeId: request.episodeId,
    seriesId: null,
    questionIndex,
    title: episode.title,
  };
}

const same = <T>(column: Parameters<typeof eq>[0], value: T | null) =>
  value === null ? isNull(column) : eq(column, value);

/**
 * Saves one slot. The text is sanitised (SPEC §5) and capped for its kind; an empty text removes the
 * slot, so that cleared notes do not linger in exports. Returns the stored entry, or null when removed.
 */
export async function saveEntry(options: {
  /** A transaction too, when the save is part of a larger one (an idempotent replay). */
  db: Db | Tx;
  userId: string;
  request: SaveLearningEntryRequest;
  now?: Date;
}): Promise<LearningEntry | null> {
  const { db, userId, request, now = new Date() } = options;
  const slot = await resolveSlot(db, request);
  const text = sanitizeUserText(request.text, maxLengthFor(slot.kind));
  const bySlot = and(
    eq(data.userId, userId),
    eq(data.kind, slot.kind),
    same(data.episodeId, slot.episodeId),
    same(data.seriesId, slot.seriesId),
    same(data.questionIndex, slot.questionIndex),
  );
  if (!text.trim()) {
    await db.delete(data).where(bySlot);
    return null;
  }
  const content = slot.kind === 'note' ? { notes: text, answer: null } : { notes: null, answer: text };
  return db.transaction(async (tx) => {
    // Update first (the common case while typing); insert when the slot is new. If two saves race to
    // create it, the loser's insert does nothing and its second update pass wins.
    for (let pass = 0; pass < 2; pass += 1) {
      const [updated] = await tx
        .update(data)
        .set({ ...content, episodeTitle: slot.title, updatedAt: now })
        .where(bySlot)
        .returning();
      if (updated) return toLearningEntry(updated);
      if (pass === 1) break;
      const [inserted] = await tx
        .insert(data)
        .values({
          userId,
          kind: slot.kind,
          episodeId: slot.episodeId,
          seriesId: slot.seriesId,
          questionIndex: slot.questionIndex,
          episodeTitle: slot.title,
          ...content,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return toLearningEntry(inserted);
    }
    throw new Error('Learning entry vanished between insert and update');
  });
}
