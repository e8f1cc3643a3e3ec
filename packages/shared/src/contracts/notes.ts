// Contracts of /api/notes: a user's notes, answers to discussion questions and reflections
// (SPEC §3 user_episode_data). Each is one slot, saved again and again by auto-save (an upsert).
import { z } from 'zod';
import { ANSWER_MAX_LENGTH, NOTE_MAX_LENGTH, REFLECTION_MAX_LENGTH } from '../notes/limits';

export const learningKind = z.enum(['note', 'answer', 'reflection']);

export const learningEntry = z.object({
  id: z.string(),
  kind: learningKind,
  episodeId: z.string().nullable(),
  /** Set for a series' final reflection. */
  seriesId: z.string().nullable(),
  episodeTitle: z.string(),
  /** SPEC §3: zero-based for answers, null otherwise. */
  questionIndex: z.number().int().nullable(),
  notes: z.string().nullable(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LearningEntry = z.infer<typeof learningEntry>;

/** SPEC §7: newest first by created_at. */
export const learningEntriesResponse = z.object({ entries: z.array(learningEntry) });
export type LearningEntriesResponse = z.infer<typeof learningEntriesResponse>;

export const learningListQuery = z.object({
  episodeId: z.string().min(1).max(300).optional(),
  seriesId: z.string().min(1).max(300).optional(),
  kind: learningKind.optional(),
});
export type LearningListQuery = z.infer<typeof learningListQuery>;

const id = z.string().trim().min(1).max(300);
// The server sanitises and caps the text (SPEC §5); twice the cap is refused outright as abuse.
const text = (max: number) => z.string().max(max * 2, `Keep it under ${groupThousands(max)} characters`);

/** 20000 → '20,000'. Not toLocaleString: these schemas are built while a page loads, and a first Intl
 *  number format costs tens of milliseconds of main thread on a slow machine (issue 13). */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** One slot: an episode's note, the answer to question N, or a reflection (episode or series). */
export const saveLearningEntryRequest = z.union([
  z.strictObject({ kind: z.literal('note'), episodeId: id, text: text(NOTE_MAX_LENGTH) }),
  z.strictObject({
    kind: z.literal('answer'),
    episodeId: id,
    questionIndex: z.number().int().min(0).max(99),
    text: text(ANSWER_MAX_LENGTH),
  }),
  z.strictObject({ kind: z.literal('reflection'), episodeId: id, text: text(REFLECTION_MAX_LENGTH) }),
  z.strictObject({ kind: z.literal('reflection'), seriesId: id, text: text(REFLECTION_MAX_LENGTH) }),
]);
export type SaveLearningEntryRequest = z.infer<typeof saveLearningEntryRequest>;

/** The saved slot as stored (sanitised), or null when the text was emptied and the slot removed. */
export const saveLearningEntryResponse = z.object({ entry: learningEntry.nullable() });
export type SaveLearningEntryResponse = z.infer<typeof saveLearningEntryResponse>;
