// Query keys of the flashcards feature. Everything lives under one root, so a change anywhere can
// refresh every flashcard view with one invalidation.
export const flashcardKeys = {
  all: ['flashcards'] as const,
  overview: () => [...flashcardKeys.all, 'overview'] as const,
  decks: () => [...flashcardKeys.all, 'decks'] as const,
  deck: (deckId: string) => [...flashcardKeys.all, 'deck', deckId] as const,
  study: (deckId: string | null) => [...flashcardKeys.all, 'study', deckId ?? 'all'] as const,
};
