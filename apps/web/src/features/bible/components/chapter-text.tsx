import type { BibleVerse, CustomVerseLink } from '@rooted/shared';
import { Fragment, useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { groupVerses, type BlockKind } from '../lib/group-verses';
import { VerseLinkChips } from './verse-link-chips';

interface ChapterTextProps {
  verses: BibleVerse[];
  translation: string;
  highlighted: number | null;
  linksByVerse: Map<number, CustomVerseLink[]>;
  /** The verse-number button with its actions menu. */
  renderNumber: (verse: BibleVerse) => ReactNode;
  /** Anything composed in after a verse's text (the 'discussed in' badge of issue 15). */
  renderAddon?: (verse: BibleVerse) => ReactNode;
}

/** The chapter as paragraphs, poetry lines (hanging indent) or verse-per-line text, with Psalm headings. */
export function ChapterText({ verses, translation, highlighted, linksByVerse, renderNumber, renderAddon }: ChapterTextProps) {
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
          <div className={cn(block.kind === 'prose' ? 'mb-5 indent-0' : 'mb-5 space-y-0.5')}>
            {block.verses.map((verse) => (
              <VerseItem key={verse.verse} kind={block.kind} highlighted={highlighted === verse.verse} verse={verse}>
                <VerseBody verse={verse} number={renderNumber(verse)} />{' '}
                <VerseLinkChips links={linksByVerse.get(verse.verse) ?? []} translation={translation} />
                {renderAddon?.(verse)}
              </VerseItem>
            ))}
          </div>
        </Fragment>
      ))}
    </div>
  );
}

function VerseItem({ verse, kind, highlighted, children }: { verse: BibleVerse; kind: BlockKind; highlighted: boolean; children: ReactNode }) {
  const Tag = kind === 'prose' ? 'span' : 'div';
  return (
    <Tag
      // SPEC §2: the element id is the verse number, so ?highlight=N and #N links find it.
      id={String(verse.verse)}
      data-verse={verse.verse}
      data-highlighted={highlighted ? 'true' : undefined}
      className={cn(
        'scroll-mt-28 rounded-sm box-decoration-clone transition-colors duration-1000 ease-out',
        kind === 'poetry' && 'block pl-10 -indent-6',
        kind === 'lines' && 'block pl-6 -indent-6',
        highlighted && 'bg-yellow-200 duration-150 dark:bg-yellow-500/40',
      )}
    >
      {children}
    </Tag>
  );
}

/** Keeps the verse number on the same line as the verse's first word. */
function VerseBody({ verse, number }: { verse: BibleVerse; number: ReactNode }) {
  const space = verse.text.indexOf(' ');
  const first = space === -1 ? verse.text : verse.text.slice(0, space);
  const rest = space === -1 ? '' : verse.text.slice(space);
  return (
    <>
      <span className="whitespace-nowrap">
        {number}
        {first}
      </span>
      {rest}
    </>
  );
}
