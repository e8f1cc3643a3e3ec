// Cards: creating one, with its first review due today (SPEC §4) and the free monthly quota (SPEC §1).
import {
  canCreateFlashcard,
  FLASHCARD_QUOTA_CODE,
  FLASHCARD_QUOTA_MESSAGE,
  type createFlashcardRequest,
} from '@rooted/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { flashcardReviews as r, flashcards as f, podcastEpisodes } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { oneCard, sameCard } from './card-rows';
import { requireDeck } from './decks.service';
import { requirePassage } from './passages';
import { quotaFor } from './quota.service';
import type { StudySettings } from './study-settings';

type CreateInput = z.output<typeof createFlashcardRequest>;
interface Actor {
  id: string;
  isSupporter: boolean;
}

async function requireEpisode(db: Db, episodeId: string) {
  const [found] = await db
    .select({ id: podcastEpisodes.id })
    .from(podcastEpisodes)
    .where(eq(podcastEpisodes.id, episodeId));
  if (!found) throw badRequest('That episode does not exist.', 'episode_not_found');
}

/**
 * SPEC §4: creates the card and its first review, due today, in one transaction. An identical verse card
 * in the deck is returned instead of a duplicate (and costs no quota). Free users: 5 new cards a month.
 */
export async function createCard(opts: {
  db: Db;
  user: Actor;
  input: CreateInput;
  settings: StudySettings;
  now: Date;
}) {
  const { db, user, input, settings, now } = opts;
  const passage = await requirePassage({ db, ...input });
  if (input.episodeId) await requireEpisode(db, input.episodeId);
  const clipStart = input.clipStartSeconds ?? null;
  const clipEnd = input.clipEndSeconds ?? null;
  if (clipStart !== null && clipEnd !== null && clipEnd < clipStart)
    throw badRequest('The clip must end after it starts.', 'invalid_clip');

  return db.transaction(async (tx) => {
    // One writer per user at a time: two quick clicks cannot both pass the quota or both insert a duplicate.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`flashcards:${user.id}`}, 0))`);
    const deck = await requireDeck({ db: tx, userId: user.id, deckId: input.deckId });
    const [existing] = await tx
      .select({ id: f.id, episodeId: f.episodeId })
      .from(f)
      .where(sameCard(deck.id, input.type, passage))
      .limit(1);
    const quotaOpts = {
      db: tx,
      userId: user.id,
      isSupporter: user.isSupporter,
      now,
      timeZone: settings.timeZone,
    };
    if (existing) {
      // The same verse made again from a listening moment: the card keeps that clip to hear it again.
      if (!existing.episodeId && input.episodeId && clipStart !== null && clipEnd !== null)
        await tx
          .update(f)
          .set({ episodeId: input.episodeId, clipStartSeconds: clipStart, clipEndSeconds: clipEnd })
          .where(eq(f.id, existing.id));
      return {
        card: await oneCard(tx, user.id, existing.id, settings),
        created: false,
        quota: await quotaFor(quotaOpts),
      };
    }
    const quota = await quotaFor(quotaOpts);
    if (!canCreateFlashcard(quota)) throw new AppError(403, FLASHCARD_QUOTA_CODE, FLASHCARD_QUOTA_MESSAGE);

    const [card] = await tx
      .insert(f)
      .values({
        deckId: deck.id,
        userId: user.id,
        flashcardType: input.type,
        ...passage,
        episodeId: input.episodeId ?? null,
        clipStartSeconds: clipStart,
        clipEndSeconds: clipEnd,
        createdAt: now,
      })
      .returning({ id: f.id });
    await tx.insert(r).values({ flashcardId: card!.id, userId: user.id, nextReviewDate: settings.today });
    return {
      card: await oneCard(tx, user.id, card!.id, settings),
      created: true,
      quota: {
        ...quota,
        used: quota.used + 1,
        remaining: quota.remaining === null ? null : quota.remaining - 1,
      },
    };
  });
}
