// GET /api/verse-mentions/{book}/{chapter}: which episodes discuss each verse of a chapter (issue 15).
// One request and one query observer per chapter: the page turns the answer into plain props for the
// few verses that have badges (issue 13: an observer per verse made the chapter's first render slow).
import type { ChapterMention, ChapterMentionsResponse } from '@rooted/shared';
import { chapterMentionsResponse } from '@rooted/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** `viewerKey`: admins also see hidden podcasts' episodes, so the answer depends on who asks. */
export const chapterMentionsQueryOptions = (book: string, chapter: number, viewerKey: string) =>
  queryOptions({
    queryKey: ['verse-mentions', book, chapter, viewerKey] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/verse-mentions/${encodeURIComponent(book)}/${chapter}`, { schema: chapterMentionsResponse, signal }),
  });

export interface ChapterMentions {
  /** Episodes that discuss the chapter as a whole ('Psalm 23'). */
  wholeChapter: ChapterMention[];
  /** Verse number → the episodes that discuss a passage starting there. */
  byVerse: ReadonlyMap<number, ChapterMention[]>;
}

// Module level, so the query runs it once per answer rather than on every render.
const byVerse = (answer: ChapterMentionsResponse): ChapterMentions => ({
  wholeChapter: answer.wholeChapter,
  byVerse: new Map(answer.verses.filter((v) => v.mentions.length > 0).map((v) => [v.verse, v.mentions])),
});

/**
 * The chapter's mentions, and whether they are still loading (the note above the text may yet appear:
 * the page keeps the reader's skeleton up meanwhile, so the text does not jump down when it arrives).
 * `book`/`chapter` null: an address the reader will reject, nothing to load.
 */
export function useChapterMentions(book: string | null, chapter: number | null, viewerKey: string) {
  const { data, isPending } = useQuery({
    ...chapterMentionsQueryOptions(book ?? '', chapter ?? 0, viewerKey),
    enabled: !!book && !!chapter,
    select: byVerse,
  });
  return { mentions: data, pending: !!book && !!chapter && isPending };
}
