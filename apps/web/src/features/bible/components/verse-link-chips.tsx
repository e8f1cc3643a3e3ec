import type { CustomVerseLink } from '@rooted/shared';
import { Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A supporter's own links from this verse, shown right after it; each opens the target with a highlight. */
export function VerseLinkChips({ links, translation }: { links: CustomVerseLink[]; translation: string }) {
  if (links.length === 0) return null;
  return (
    <>
      {links.map((link) => (
        <Link
          key={link.id}
          to={paths.bibleChapter(translation, link.target.bookSlug, link.target.chapter, link.target.verseFrom)}
          title={link.note || undefined}
          data-testid="verse-link-chip"
          className="mx-0.5 inline-flex max-w-full items-center gap-1 rounded-full border border-primary/25 bg-secondary/70 px-2 py-0.5 align-[0.1em] font-sans text-xs leading-tight indent-0 text-secondary-foreground hover:bg-secondary"
        >
          <Link2 className="size-3 shrink-0" aria-hidden />
          <span className="font-medium whitespace-nowrap">{link.target.reference}</span>
          {link.note && <span className="truncate text-muted-foreground">· {link.note}</span>}
        </Link>
      ))}
    </>
  );
}
