/** A verse the reader acted on, with everything another feature (flashcards) needs to use it. */
export interface SelectedVerse {
  translation: string;
  book: { index: number; name: string; slug: string };
  chapter: number;
  verse: number;
  text: string;
  /** 'John 3:16' */
  reference: string;
}

export type VerseAction = 'copy' | 'flashcard' | 'cross-references' | 'link';
