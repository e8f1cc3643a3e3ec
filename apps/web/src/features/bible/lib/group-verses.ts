// Turns a chapter's verses into blocks the reader can lay out: prose paragraphs, poetry stanzas (one
// line per verse), or plain verse-per-line text when the translation has no paragraph data at all.
import type { BibleVerse } from '@rooted/shared';

export type BlockKind = 'prose' | 'poetry' | 'lines';

export interface VerseBlock {
  kind: BlockKind;
  /** Printed above the block: a Psalm superscription or a Psalm 119 letter. */
  heading: string | null;
  verses: BibleVerse[];
}

export function groupVerses(verses: BibleVerse[]): VerseBlock[] {
  // Without any paragraph or poetry marks one long paragraph would be unreadable; show verse by verse.
  const structured = verses.some((v) => v.paragraphStart || v.poetry);
  const blocks: VerseBlock[] = [];
  let current: VerseBlock | undefined;
  for (const verse of verses) {
    const kind: BlockKind = !structured ? 'lines' : verse.poetry ? 'poetry' : 'prose';
    const startsBlock =
      !current || verse.heading !== null || kind !== current.kind || (kind !== 'lines' && verse.paragraphStart);
    if (startsBlock) {
      current = { kind, heading: verse.heading, verses: [] };
      blocks.push(current);
    }
    current!.verses.push(verse);
  }
  return blocks;
}
