import type { BibleVerse, CustomVerseLink } from '@rooted/shared';
import { formatReference } from '@rooted/shared';
import { Fragment, memo, useMemo, type ReactNode } from 'react';
import { groupVerses, type BlockKind } from '../lib/group-verses';
import type { VerseAction } from '../lib/types';
import { verseClass } from '../lib/verse-class';
import { VerseActionsMenu } from './verse-actions-menu';
import { VerseLinkChips } from './verse-link-chips';

interface ChapterTextProps {
  verses: BibleVerse[];
  translation: string;
  bookIndex: number;
  chapter: number;
  highlighted: number | null;
  linksByVerse: ReadonlyMap<number, CustomVerseLink[]>;
  /** Composed in after a verse's text (the 'discussed in' badge of issue 15), for the verses that have one. */
  addons?: ReadonlyMap<number, ReactNode>;
  /** The verse-number button's actions; must keep its identity across renders (rows are memoised). */
  onAction: (action: VerseAction, verse: BibleVerse) => void;
  canAddFlashcard: boolean;
  canLink: boolean;
}

const NO_LINKS: CustomVerseLink[] = [];

/**
 * The chapter as paragraphs, poetry lines (hanging indent) or verse-per-line text, with Psalm headings.
 * A chapter has up to 176 verses: each row is memoised with plain props (no query observer of its own), so a
 * highlight or a new link re-renders one verse, not the chapter (issue 13).
 */
export function ChapterText({ verses, addons, linksByVerse, highlighted, ...row }: ChapterTextProps) {
  const blocks = useMemo(() => groupVerses(verses), [verses]);
  return (
    <div className="font-serif text-[1.1875rem] leading-[1.85] text-foreground/95 sm:text-xl sm:leading-[1.9]" data-testid="chapter-text">
      {blocks.map((block) => (
        <Fragment key={block.verses[0]!.verse}>
          {block.heading && (
            <p className="mt-6 mb-2 font-sans text-sm font-medium tracking-wide text-muted-foreground italic first:mt-0" data-testid="verse-heading">
              {block.heading}
            </p>
          )}
          <div className={block.kind === 'prose' ? 'mb-5 indent-0' : 'mb-5 space-y-0.5'}>
            {block.verses.map((verse) => (
              <VerseRow
                key={verse.verse}
                {...row}
                verse={verse}
                kind={block.kind}
                highlighted={highlighted === verse.verse}
                links={linksByVerse.get(verse.verse) ?? NO_LINKS}
                addon={addons?.get(verse.verse)}
              />
            ))}
          </div>
        </Fragment>
      ))}
    </div>
  );
}

interface VerseRowProps extends Pick<ChapterTextProps, 'translation' | 'bookIndex' | 'chapter' | 'onAction' | 'canAddFlashcard' | 'canLink'> {
  verse: BibleVerse;
  kind: BlockKind;
  highlighted: boolean;
  links: CustomVerseLink[];
  addon: ReactNode;
}

const VerseRow = memo(function VerseRow({ verse, kind, highlighted, links, addon, translation, bookIndex, chapter, onAction, canAddFlashcard, canLink }: VerseRowProps) {
  const Tag = kind === 'prose' ? 'span' : 'div';
  // Keeps the verse number on the same line as the verse's first word.
  const space = verse.text.indexOf(' ');
  const first = space === -1 ? verse.text : verse.text.slice(0, space);
  const rest = space === -1 ? '' : verse.text.slice(space);
  return (
    <Tag
      // SPEC §2: the element id is the verse number, so ?highlight=N and #N links find it.
      id={String(verse.verse)}
      data-verse={verse.verse}
      data-highlighted={highlighted ? 'true' : undefined}
      className={verseClass(kind, highlighted)}
    >
      <span className="whitespace-nowrap">
        <VerseActionsMenu
          verse={verse.verse}
          reference={formatReference({ book: bookIndex, chapter, verseFrom: verse.verse })}
          canAddFlashcard={canAddFlashcard}
          canLink={canLink}
          onAction={(action) => onAction(action, verse)}
        />
        {first}
      </span>
      {rest}{' '}
      <VerseLinkChips links={links} translation={translation} />
      {addon}
    </Tag>
  );
});
