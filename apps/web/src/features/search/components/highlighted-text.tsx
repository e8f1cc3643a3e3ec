import { splitHighlights } from '@rooted/shared/search/highlight';

/** SPEC §2: the matched term is marked in results (case-insensitive, as the search matched it). */
export function HighlightedText({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {splitHighlights(text, terms).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-accent/45 px-0.5 text-inherit dark:bg-accent/30">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
