// Request and response contracts of the flashcards API (SPEC §3, §4, §9). Both sides parse with these.
import { z } from 'zod';
import { FLASHCARD_TYPES } from '../flashcards/card-types';

export const DECK_NAME_MAX = 80;
export const DECK_DESCRIPTION_MAX = 300;
/** A card holds one verse or a passage of up to this many verses in one chapter. */
export const MAX_PASSAGE_VERSES = 30;

/** The error code and message of a create refused by the free monthly quota (SPEC §1). */
export const FLASHCARD_QUOTA_CODE = 'flashcard_quota_reached';
export const FLASHCARD_QUOTA_MESSAGE =
  'Free accounts can create 5 new flashcards each month. Become a supporter to create unlimited flashcards.';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const positiveInt = z.coerce.number().int().positive().max(999);

export const flashcardTypeField = z.enum(FLASHCARD_TYPES, { error: 'Choose a card type' });

export const deckStats = z.object({
  totalCards: z.number().int(),
  dueToday: z.number().int(),
  dueTomorrow: z.number().int(),
  totalReviews: z.number().int(),
  averageDifficulty: z.number(),
  retentionRate: z.number(),
});

export const flashcardDeck = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  stats: deckStats,
});
export type Deck = z.infer<typeof flashcardDeck>;

export const decksResponse = z.object({ decks: z.array(flashcardDeck), today: isoDate });
export type DecksResponse = z.infer<typeof decksResponse>;

const deckName = z
  .string({ error: 'Deck name is required' })
  .trim()
  .min(1, 'Deck name is required')
  .max(DECK_NAME_MAX, `Deck name must be at most ${DECK_NAME_MAX} characters`);
const deckDescription = z
  .string()
  .trim()
  .max(DECK_DESCRIPTION_MAX, `Description must be at most ${DECK_DESCRIPTION_MAX} characters`);

export const createDeckRequest = z.object({ name: deckName, description: deckDescription.default('') });
export type CreateDeckRequest = z.input<typeof createDeckRequest>;

export const updateDeckRequest = z
  .object({ name: deckName.optional(), description: deckDescription.optional() })
  .refine((v) => v.name !== undefined || v.description !== undefined, 'Nothing to change');
export type UpdateDeckRequest = z.input<typeof updateDeckRequest>;

export const deckResponse = z.object({ deck: flashcardDeck });

export const cardReview = z.object({
  nextReviewDate: isoDate,
  reviewCount: z.number().int(),
  difficulty: z.number(),
  stability: z.number(),
  retrievability: z.number(),
  lastReviewedAt: z.string().nullable(),
});
export type CardReview = z.infer<typeof cardReview>;

export const flashcardCard = z.object({
  id: z.string(),
  deckId: z.string(),
  type: flashcardTypeField,
  book: z.number().int(),
  bookSlug: z.string(),
  chapter: z.number().int(),
  verseFrom: z.number().int(),
  verseTo: z.number().int().nullable(),
  /** 'John 3:16' or 'John 3:16-18'. */
  reference: z.string(),
  /** The text in the user's translation (null when that translation lacks the verse). */
  text: z.string().nullable(),
  episodeId: z.string().nullable(),
  clipStartSeconds: z.number().nullable(),
  clipEndSeconds: z.number().nullable(),
  createdAt: z.string(),
  review: cardReview,
});
export type Flashcard = z.infer<typeof flashcardCard>;

export const deckDetailResponse = z.object({
  deck: flashcardDeck,
  cards: z.array(flashcardCard),
  today: isoDate,
  translation: z.string(),
});
export type DeckDetailResponse = z.infer<typeof deckDetailResponse>;

/** A verse or passage in one chapter; the book accepts a canonical index, slug, name or abbreviation. */
const passageFields = {
  book: z.union([z.number().int().min(1).max(66), z.string().trim().min(1).max(40)]),
  chapter: positiveInt,
  verseFrom: positiveInt,
  verseTo: positiveInt.nullish(),
};

export const createFlashcardRequest = z.object({
  deckId: z.string().min(1, 'Choose a deck'),
  type: flashcardTypeField,
  ...passageFields,
  // A card made from a listening moment keeps the clip (optional).
  episodeId: z.string().min(1).max(200).nullish(),
  clipStartSeconds: z.number().min(0).max(86_400).nullish(),
  clipEndSeconds: z.number().min(0).max(86_400).nullish(),
});
export type CreateFlashcardRequest = z.input<typeof createFlashcardRequest>;

export const flashcardQuotaInfo = z.object({
  unlimited: z.boolean(),
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
});
export type FlashcardQuotaInfo = z.infer<typeof flashcardQuotaInfo>;

/** `created` is false when an identical verse card already existed and was returned instead (SPEC §4). */
export const createFlashcardResponse = z.object({
  card: flashcardCard,
  created: z.boolean(),
  quota: flashcardQuotaInfo,
});
export type CreateFlashcardResponse = z.infer<typeof createFlashcardResponse>;

export const updateFlashcardRequest = z
  .object({
    deckId: z.string().min(1).optional(),
    type: flashcardTypeField.optional(),
    book: passageFields.book.optional(),
    chapter: positiveInt.optional(),
    verseFrom: positiveInt.optional(),
    verseTo: passageFields.verseTo,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type UpdateFlashcardRequest = z.input<typeof updateFlashcardRequest>;

export const flashcardResponse = z.object({ card: flashcardCard });

const intervals = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
});

export const studyCard = z.object({
  id: z.string(),
  deckId: z.string(),
  deckName: z.string(),
  type: flashcardTypeField,
  reference: z.string(),
  /**
   * The passage in the study translation ('' when it has none). The two sides of the card come from
   * buildCardSides on the client: sending them repeated the reference and the text up to three times, and
   * serialising them was a fifth of a due-cards request's cost (issue 13).
   */
  text: z.string(),
  /** Days each rating would schedule now (1 Again, 2 Hard, 3 Good, 4 Easy), for the button labels. */
  intervals,
  nextReviewDate: isoDate,
  reviewCount: z.number().int(),
  /** The clip of the listening moment the card was made from ('hear it again'), else null. */
  clip: z
    .object({ episodeId: z.string(), startSeconds: z.number(), endSeconds: z.number() })
    .nullable(),
});
export type StudyCard = z.infer<typeof studyCard>;

export const studyQuery = z.object({ deckId: z.string().min(1).optional() });

export const studyResponse = z.object({
  cards: z.array(studyCard),
  today: isoDate,
  /** The earliest future review date when nothing is due now, else null. */
  nextDueDate: isoDate.nullable(),
  translation: z.string(),
});
export type StudyResponse = z.infer<typeof studyResponse>;

export const reviewRequest = z.object({
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'Rating must be 1, 2, 3 or 4',
  }),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;

export const reviewResponse = z.object({
  review: cardReview,
  intervalDays: z.number().int(),
  today: isoDate,
});
export type ReviewResponse = z.infer<typeof reviewResponse>;

export const flashcardsOverviewResponse = z.object({
  today: isoDate,
  totalCards: z.number().int(),
  deckCount: z.number().int(),
  dueToday: z.number().int(),
  dueTomorrow: z.number().int(),
  totalReviews: z.number().int(),
  studyStreak: z.number().int(),
  nextDueDate: isoDate.nullable(),
  quota: flashcardQuotaInfo,
});
export type FlashcardsOverviewResponse = z.infer<typeof flashcardsOverviewResponse>;
