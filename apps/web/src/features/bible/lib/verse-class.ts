// A verse's classes as fixed strings: a chapter has up to 176 verses, and merging class names for each
// one on every render was part of the reader's long first task (issue 13).
import type { BlockKind } from './group-verses';

const ITEM = 'scroll-mt-28 rounded-sm box-decoration-clone transition-colors ease-out';
const KIND: Record<BlockKind, string> = { prose: '', poetry: ' block pl-10 -indent-6', lines: ' block pl-6 -indent-6' };
// SPEC §2: the highlight comes on fast and fades out slowly; only one duration at a time.
const HIGHLIGHTED = ' bg-yellow-200 duration-150 dark:bg-yellow-500/40';
const FADING = ' duration-1000';

export function verseClass(kind: BlockKind, highlighted: boolean): string {
  return ITEM + KIND[kind] + (highlighted ? HIGHLIGHTED : FADING);
}
