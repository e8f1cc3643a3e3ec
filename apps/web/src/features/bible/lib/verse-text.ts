// What "Copy" puts on the clipboard: the verse, then its reference and translation on their own line.
export function verseCopyText({ text, reference, translation }: { text: string; reference: string; translation: string }) {
  return `${text}\n— ${reference} (${translation})`;
}

/** A positive whole number from a query parameter (?highlight=16), else null. */
export function parseVerseParam(value: string | null): number | null {
  if (!value || !/^\s*\d{1,4}\s*$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
