// A new deck filled with verse cards in one go (issue 15: "Make a deck of this series' verses"). Same
// rules as one card at a time (cards.service): the per-user write lock, the deck limit, the free monthly
// quota (SPEC §1/§9) and a first review due today for every card, all in one transaction.
import {
  canCreateFlashcard,
  DECK_DESCRIPTION_MAX,
  DECK_NAME_MAX,
  FLASHCARD_QUOTA_CODE,
  FLASHCARD_QUOTA_MESSAGE,
  type FlashcardQuota,
} from '@rooted/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flashcardDecks as d, flashcardReviews as r, flashcards as f } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { MAX_DECKS_PER_USER } from './decks.service';
import type { Passage } from './passages';
import { quotaFor } from './quota.service';
import type { StudySettings } from './study-settings';

export interface DeckPassage extends Passage {
  /** The moment the passage is discussed, kept on the card as its clip. */
  episodeId: string | null;
  clipStartSeconds: number | null;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Creates the deck and one 'verse_to_text' card per passage, in the order given. A free account gets as
 * many cards as its monthly quota has left (the rest are reported as skipped); with no quota left
 * nothing is created and the usual quota error is returned, so no empty deck is left behind.
 */
export async function createVerseDeck(opts: {
  db: Db;
  user: { id: string; isSupporter: boolean };
  name: string;
  description: string;
  passages: readonly DeckPassage[];
  settings: StudySettings;
  now: Date;
}): Promise<{ deck: { id: string; name: string }; added: number; skippedForQuota: number; quota: FlashcardQuota }> {
  const { db, user, passages, settings, now } = opts;
  return db.transaction(async (tx) => {
    // The same lock as a single card: a concurrent create cannot slip past the quota.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`flashcards:${user.id}`}, 0))`);
    const decks = await tx.$count(d, eq(d.userId, user.id));
    if (decks >= MAX_DECKS_PER_USER) throw conflict(`You can have at most ${MAX_DECKS_PER_USER} decks.`, 'deck_limit_reached');
    const quota = await quotaFor({ db: tx, userId: user.id, isSupporter: user.isSupporter, now, timeZone: settings.timeZone });
    if (!canCreateFlashcard(quota)) throw new AppError(403, FLASHCARD_QUOTA_CODE, FLASHCARD_QUOTA_MESSAGE);
    const chosen = quota.remaining === null ? passages : passages.slice(0, quota.remaining);

    const [deck] = await tx
      .insert(d)
      .values({ userId: user.id, name: clip(opts.name, DECK_NAME_MAX), description: clip(opts.description, DECK_DESCRIPTION_MAX) })
      .returning({ id: d.id, name: d.name });
    if (chosen.length) {
      // Decks list newest first: the first passage gets the latest time, so the deck reads in series order.
      const cards = await tx
        .insert(f)
        .values(
          chosen.map((p, i) => ({
            deckId: deck!.id,
            userId: user.id,
            flashcardType: 'verse_to_text',
            book: p.book,
            chapter: p.chapter,
            verseFrom: p.verseFrom,
            verseTo: p.verseTo,
            episodeId: p.episodeId,
            clipStartSeconds: p.clipStartSeconds,
            createdAt: new Date(now.getTime() + (chosen.length - 1 - i)),
          })),
        )
        .returning({ id: f.id });
      await tx.insert(r).values(cards.map((c) => ({ flashcardId: c.id, userId: user.id, nextReviewDate: settings.today })));
    }
    const used = quota.used + chosen.length;
    return {
      deck: deck!,
      added: chosen.length,
      skippedForQuota: passages.length - chosen.length,
      quota: { ...quota, used, remaining: quota.remaining === null ? null : quota.remaining - chosen.length },
    };
  });
}
