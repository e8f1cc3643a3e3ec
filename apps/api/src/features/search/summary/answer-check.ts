// Every Bible reference in an answer is checked against the Bible tables (issue 7). A sentence that cites
// a verse which does not exist (a made-up 'John 3:99', or one missing from this translation) is dropped.
import { formatVerseRef, scanCitations, type VerseRef } from '@rooted/shared';
import type { Db } from '../../../db/client';
import { splitSentences } from './extractive';
import { checkVerses, type CheckedVerse } from './bible-verses';

export interface CheckedAnswer {
  text: string;
  /** The verses the answer cites, all of which exist. */
  cited: CheckedVerse[];
}

export async function checkAnswer({ db, text, translation }: { db: Db; text: string; translation: string }): Promise<CheckedAnswer> {
  const sentences = splitSentences(text);
  const citations = sentences.map((s) => scanCitations(s));
  const valid = citations.flat().flatMap((c) => (c.ref ? [c.ref] : []));
  const cited = await checkVerses({ db, refs: valid, translation });
  const exists = new Set(cited.map((v) => formatVerseRef(v.ref)));
  const ok = (ref: VerseRef | null) => !!ref && exists.has(formatVerseRef(ref));
  const kept = sentences.filter((_, i) => citations[i]!.every((c) => ok(c.ref)));
  return { text: kept.join(' '), cited };
}
