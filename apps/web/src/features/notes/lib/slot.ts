// A slot is what one editor writes: an episode's note, the answer to question N, or a reflection.
import type { LearningEntry, SaveLearningEntryRequest } from '@rooted/shared';

export type SlotTarget =
  | { kind: 'note'; episodeId: string }
  | { kind: 'answer'; episodeId: string; questionIndex: number }
  | { kind: 'reflection'; episodeId: string }
  | { kind: 'reflection'; seriesId: string };

/** Stable string for storage keys. */
export function slotKey(target: SlotTarget): string {
  if ('seriesId' in target) return `series:${target.seriesId}:reflection`;
  return `episode:${target.episodeId}:${target.kind}${target.kind === 'answer' ? `:${target.questionIndex}` : ''}`;
}

export function sameSlot(entry: LearningEntry, target: SlotTarget): boolean {
  if (entry.kind !== target.kind) return false;
  if ('seriesId' in target) return entry.seriesId === target.seriesId;
  if (entry.episodeId !== target.episodeId || entry.seriesId) return false;
  return target.kind === 'answer' ? entry.questionIndex === target.questionIndex : true;
}

export function findSlot(
  entries: readonly LearningEntry[] | undefined,
  target: SlotTarget,
): LearningEntry | null {
  return entries?.find((e) => sameSlot(e, target)) ?? null;
}

/** The text of a slot: notes for notes, answer for answers and reflections. */
export const slotText = (entry: LearningEntry | null): string =>
  entry ? ((entry.kind === 'note' ? entry.notes : entry.answer) ?? '') : '';

export const toRequest = (target: SlotTarget, text: string): SaveLearningEntryRequest =>
  ({ ...target, text }) as SaveLearningEntryRequest;
