// The deck a user last added a card to, so the next 'Add as flashcard' offers it first.
const KEY = 'rooted.flashcards.lastDeck';

export function readLastDeck(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked (private mode, policy): just no default
  }
}

export function rememberLastDeck(deckId: string): void {
  try {
    localStorage.setItem(KEY, deckId);
  } catch {
    // Not remembering is harmless.
  }
}
