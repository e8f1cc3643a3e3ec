/** Translations Rooted ships. WEB is the default. */
export type TranslationId = 'WEB' | 'KJV' | 'ASV';

/** One verse as read from a source package, already mapped onto our book numbering (1..66). */
export interface ImportedVerse {
  bookIndex: number;
  chapter: number;
  verse: number;
  /** Plain text: no markup, footnote markers or Strong's numbers; whitespace collapsed to single spaces. */
  text: string;
  /** A new paragraph (or, in poetry, a new stanza) starts at this verse. Only set where the source knows. */
  paragraphStart: boolean;
  /** The verse is set as poetry lines in the source. Only set where the source knows. */
  poetry: boolean;
  /** Text printed above this verse: a Psalm superscription or a Psalm 119 acrostic letter. */
  heading?: string;
}

export interface CrossReference {
  fromBook: number;
  fromChapter: number;
  fromVerse: number;
  toBook: number;
  toChapter: number;
  toVerseFrom: number;
  /** Last verse of a target range, null for a single verse. */
  toVerseTo: number | null;
  /** Relevance votes, when the source has them. */
  votes?: number;
}
