// SPEC §3: the last translation read in this tab lives in sessionStorage under lastBibleTranslation.
export const LAST_TRANSLATION_KEY = 'lastBibleTranslation';

export function readLastTranslation(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_TRANSLATION_KEY);
  } catch {
    // Storage can be disabled (privacy modes); the reader then falls back to the preference or default.
    return null;
  }
}

export function rememberLastTranslation(id: string): void {
  try {
    window.sessionStorage.setItem(LAST_TRANSLATION_KEY, id);
  } catch {
    // See above: not being able to remember is harmless.
  }
}
