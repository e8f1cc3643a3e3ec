import { paths } from '@/config/paths';

/** The study page for all decks, or one deck (`?deck=`), so a deck's Study button studies just that deck. */
export function studyPath(deckId?: string | null): string {
  return deckId ? `${paths.flashcardsStudy()}?deck=${encodeURIComponent(deckId)}` : paths.flashcardsStudy();
}
