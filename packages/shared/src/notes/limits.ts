// How long each kind of learning text may be (after the SPEC §5 sanitiser). General text is capped at
// 1000 characters by SPEC §5; notes are a study journal, not a comment box, so they get 20,000
// (roughly eight pages) and reflections, which close an episode or a whole series, 5,000.
// See docs/decisions/notes-length-limits.md.
import { TEXT_MAX_LENGTH } from '../text/sanitize';

export const NOTE_MAX_LENGTH = 20_000;
export const ANSWER_MAX_LENGTH = TEXT_MAX_LENGTH;
export const REFLECTION_MAX_LENGTH = 5_000;
export const BOOKMARK_NOTE_MAX_LENGTH = TEXT_MAX_LENGTH;

/** Auto-save waits this long after the last keystroke before saving. */
export const AUTO_SAVE_DELAY_MS = 1000;

export type LearningKind = 'note' | 'answer' | 'reflection';

export function maxLengthFor(kind: LearningKind): number {
  return kind === 'note' ? NOTE_MAX_LENGTH : kind === 'answer' ? ANSWER_MAX_LENGTH : REFLECTION_MAX_LENGTH;
}
