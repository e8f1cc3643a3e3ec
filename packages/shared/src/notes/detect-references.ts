// Bible references in a note, found as the user types ('Rom 8:28', 'John 3:16-18', 'Psalm 23'), with
// where each one is in the text. Detection is @gracious.tech/bible-references; each match is then read
// by the search feature's parser so that notes, search and the reader agree on books and numbering.
import { detect_references } from '@gracious.tech/bible-references';
import { formatVerseRef, isValidRef, parseReferenceQuery, type VerseRef } from '../search/reference';

export interface DetectedReference {
  /** The words as written in the note, e.g. 'rom 8:28'. */
  text: string;
  /** Offset of `text` in the note. */
  index: number;
  ref: VerseRef;
  /** Canonical label, e.g. 'Romans 8:28' or 'Psalms 23'; the same passage always has the same label. */
  label: string;
}

/** Every valid reference in the text, in order of appearance (repeats included, each with its position). */
export function detectReferences(text: string): DetectedReference[] {
  const found: DetectedReference[] = [];
  if (!/\d/.test(text)) return found; // no chapter number, no reference: skip the scan while typing prose
  for (const match of detect_references(text)) {
    const ref = parseReferenceQuery(match.text);
    if (!ref || !isValidRef(ref)) continue;
    found.push({ text: match.text, index: match.index, ref, label: formatVerseRef(ref) });
  }
  return found;
}

/** The references of a note as chips: one per passage, first mention first. */
export function uniqueReferences(text: string): DetectedReference[] {
  const seen = new Set<string>();
  return detectReferences(text).filter((d) => !seen.has(d.label) && seen.add(d.label));
}
