// Everything a user owns, as one JSON document (data portability). Read in one read-only, repeatable-
// read transaction so the parts agree with each other. Secrets (password hashes, sessions) and
// internal ids of other systems (payment customer) are left out.
import { EXPORT_FORMAT_VERSION, formatReference } from '@rooted/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookmarks,
  bugReports,
  certificates,
  customVerseLinks,
  flashcardDecks,
  flashcardReviewLog,
  flashcardReviews,
  flashcards,
  podcastEpisodes,
  podcastSeriesConfig,
  userEpisodeProgress,
  userSeriesSubscriptions,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toBookmark } from '../bookmarks/bookmarks.service';
import { listEntries } from '../notes/notes.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const reference = (book: number, chapter: number, verseFrom: number, verseTo: number | null) =>
  formatReference({ book, chapter, verseFrom, verseTo });

export async function exportUserData({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}) {
  return db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound('No such user.');
      const mine = <T extends { userId: unknown }>(t: T) => eq(t.userId as typeof users.id, userId);
      const [
        entries,
        marks,
        decks,
        cards,
        reviews,
        reviewLog,
        progress,
        subscriptions,
        certs,
        links,
        reports,
      ] = await Promise.all([
        listEntries({ db: tx as unknown as Db, userId }),
        tx.select().from(bookmarks).where(mine(bookmarks)).orderBy(asc(bookmarks.createdAt)),
        tx.select().from(flashcardDecks).where(mine(flashcardDecks)).orderBy(asc(flashcardDecks.createdAt)),
        tx.select().from(flashcards).where(mine(flashcards)).orderBy(asc(flashcards.createdAt)),
        tx.select().from(flashcardReviews).where(mine(flashcardReviews)),
        tx
          .select()
          .from(flashcardReviewLog)
          .where(mine(flashcardReviewLog))
          .orderBy(asc(flashcardReviewLog.reviewedAt)),
        tx
          .select({ row: userEpisodeProgress, episodeTitle: podcastEpisodes.title })
          .from(userEpisodeProgress)
          .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, userEpisodeProgress.episodeId))
          .where(mine(userEpisodeProgress))
          .orderBy(asc(userEpisodeProgress.lastListenedAt)),
        tx
          .select({ row: userSeriesSubscriptions, seriesName: podcastSeriesConfig.name })
          .from(userSeriesSubscriptions)
          .innerJoin(podcastSeriesConfig, eq(podcastSeriesConfig.id, userSeriesSubscriptions.seriesId))
          .where(mine(userSeriesSubscriptions)),
        tx.select().from(certificates).where(mine(certificates)).orderBy(asc(certificates.issuedAt)),
        tx
          .select()
          .from(customVerseLinks)
          .where(mine(customVerseLinks))
          .orderBy(asc(customVerseLinks.createdAt)),
        tx.select().from(bugReports).where(mine(bugReports)).orderBy(asc(bugReports.createdAt)),
      ]);
      return {
        format: 'rooted-export',
        version: EXPORT_FORMAT_VERSION,
        exportedAt: now.toISOString(),
        profile: {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          preferredBibleTranslation: user.preferredBibleTranslation,
          timezone: user.timezone,
          supporterSince: iso(user.supporterSince),
          supporterUntil: iso(user.supporterUntil),
          createdAt: iso(user.createdAt),
        },
        notes: entries.filter((e) => e.kind === 'note'),
        answers: entries.filter((e) => e.kind === 'answer'),
        reflections: entries.filter((e) => e.kind === 'reflection'),
        bookmarks: marks.filter((m) => m.clipStartSeconds === null).map(toBookmark),
        // Moments are bookmarks with a clip and the transcript text heard in it.
        moments: marks
          .filter((m) => m.clipStartSeconds !== null)
          .map((m) => ({
            id: m.id,
            episodeId: m.episodeId,
            positionSeconds: m.positionSeconds,
            clipStartSeconds: m.clipStartSeconds,
            clipEndSeconds: m.clipEndSeconds,
            excerpt: m.excerpt ?? '',
            createdAt: iso(m.createdAt),
          })),
        flashcardDecks: decks.map((d) => ({
          id: d.id,
          name: d.name,
          description: d.description,
          createdAt: iso(d.createdAt),
          updatedAt: iso(d.updatedAt),
        })),
        flashcards: cards.map((c) => ({
          id: c.id,
          deckId: c.deckId,
          type: c.flashcardType,
          reference: reference(c.book, c.chapter, c.verseFrom, c.verseTo),
          book: c.book,
          chapter: c.chapter,
          verseFrom: c.verseFrom,
          verseTo: c.verseTo,
          episodeId: c.episodeId,
          clipStartSeconds: c.clipStartSeconds,
          clipEndSeconds: c.clipEndSeconds,
          createdAt: iso(c.createdAt),
        })),
        flashcardReviews: reviews.map(({ userId: _u, ...r }) => ({
          ...r,
          lastReviewedAt: iso(r.lastReviewedAt),
        })),
        reviewHistory: reviewLog.map(({ userId: _u, ...r }) => ({ ...r, reviewedAt: iso(r.reviewedAt) })),
        progress: progress.map(({ row, episodeTitle }) => ({
          episodeId: row.episodeId,
          episodeTitle,
          progress: row.progress,
          positionSeconds: row.positionSeconds,
          lastListenedAt: iso(row.lastListenedAt),
        })),
        subscriptions: subscriptions.map(({ row, seriesName }) => ({
          seriesId: row.seriesId,
          seriesName,
          subscribedAt: iso(row.createdAt),
        })),
        certificates: certs.map(({ userId: _u, ...c }) => ({ ...c, issuedAt: iso(c.issuedAt) })),
        customVerseLinks: links.map((l) => ({
          id: l.id,
          from: reference(l.book, l.chapter, l.verse, null),
          to: reference(l.toBook, l.toChapter, l.toVerseFrom, l.toVerseTo),
          note: l.note,
          createdAt: iso(l.createdAt),
        })),
        bugReports: reports.map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          category: r.category,
          priority: r.priority,
          status: r.status,
          createdAt: iso(r.createdAt),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;
