// Supporter feature (SPEC §1): cross references of one verse, each a linkable reference with a preview.
import { formatReference, type CrossReferencesResponse } from '@rooted/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bibleCrossReferences as x } from '../../db/schema';
import { requireTranslation } from './translations.service';
import { previewSql, requireVerse, toVerseTarget } from './verse-targets';

export async function getCrossReferences({
  db,
  book: bookInput,
  chapter,
  verse,
  translation,
}: {
  db: Db;
  book: string;
  chapter: number;
  verse: number;
  translation: string;
}): Promise<CrossReferencesResponse> {
  const { id: translationId } = await requireTranslation({ db, id: translation });
  const book = await requireVerse({ db, book: bookInput, chapter, verse });
  const rows = await db
    .select({
      toBook: x.toBook,
      toChapter: x.toChapter,
      toVerseFrom: x.toVerseFrom,
      toVerseTo: x.toVerseTo,
      preview: previewSql(translationId, x.toBook, x.toChapter, x.toVerseFrom),
    })
    .from(x)
    .where(and(eq(x.fromBook, book.index), eq(x.fromChapter, chapter), eq(x.fromVerse, verse)))
    // The source's own order is its relevance order when it has no votes.
    .orderBy(desc(x.votes), asc(x.id));
  return {
    reference: formatReference({ book, chapter, verseFrom: verse }),
    crossReferences: rows.map(toVerseTarget),
  };
}
