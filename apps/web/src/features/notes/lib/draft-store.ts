// Local drafts: every keystroke is kept in localStorage until the server confirms it, so closing the
// tab, a crash or a dropped connection never loses text. Keyed by user, so a shared computer never shows
// one person's draft to another.
const PREFIX = 'rooted:draft:v1';

export interface Draft {
  text: string;
  /** When it was typed (this device's clock). */
  at: number;
  /** The server's updated_at the draft was based on (null: no saved text then). */
  base: string | null;
}

const keyFor = (userId: string, slot: string) => `${PREFIX}:${userId}:${slot}`;

export function readDraft(userId: string, slot: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(keyFor(userId, slot));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Draft>;
    return typeof value.text === 'string' && typeof value.at === 'number'
      ? { text: value.text, at: value.at, base: value.base ?? null }
      : null;
  } catch {
    return null; // storage disabled or a corrupt value: nothing to restore
  }
}

export function writeDraft(userId: string, slot: string, draft: Draft): void {
  try {
    window.localStorage.setItem(keyFor(userId, slot), JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the server save still runs; only the crash safety net is missing.
  }
}

export function clearDraft(userId: string, slot: string): void {
  try {
    window.localStorage.removeItem(keyFor(userId, slot));
  } catch {
    // See writeDraft.
  }
}

/**
 * Whether a stored draft should replace the server's text when an editor opens: only when it differs
 * and was written on top of the text the server still has (or later than the server's last save,
 * when another tab or device saved in between).
 */
export function shouldRestore(
  draft: Draft | null,
  server: { text: string; updatedAt: string | null },
): boolean {
  if (!draft || draft.text === server.text) return false;
  if (draft.base === server.updatedAt) return true;
  return server.updatedAt === null || draft.at > Date.parse(server.updatedAt);
}
