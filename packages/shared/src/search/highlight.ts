// SPEC §2: "The matched term is highlighted in results." Keyword search matches the whole query as a
// substring; when a result only contains single words of it (a snippet, a reference result), those
// words are highlighted instead.

export interface TextPart {
  text: string;
  match: boolean;
}

const MIN_TERM_LENGTH = 2;

/** The terms to mark, longest first: the whole query, then its words of 2+ characters. */
export function highlightTerms(query: string): string[] {
  const phrase = query.trim().replace(/\s+/g, ' ');
  if (phrase.length < MIN_TERM_LENGTH) return [];
  const words = phrase.split(' ').filter((w) => w.length >= MIN_TERM_LENGTH);
  const unique = [...new Set([phrase, ...words].map((t) => t.toLowerCase()))];
  return unique.sort((a, b) => b.length - a.length);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `text` into plain and matching parts (case-insensitive); joining the parts gives `text` back. */
export function splitHighlights(text: string, terms: string[]): TextPart[] {
  if (!terms.length || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    parts.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/**
 * A window of about `width` characters around the first occurrence of `term`, with ellipses where cut,
 * so the match is visible in a one-line subtitle. Without a match, the start of the text.
 */
export function snippetAround(text: string, term: string, width = 140): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= width) return plain;
  const at = term ? plain.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (at < 0) return `${plain.slice(0, width).trimEnd()}...`;
  const start = Math.max(0, Math.min(at - Math.floor((width - term.length) / 3), plain.length - width));
  const end = Math.min(plain.length, start + width);
  return `${start > 0 ? '...' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '...' : ''}`;
}

/** SPEC §9: podcast source titles are cut at 25 characters plus an ellipsis. */
export function truncateTitle(title: string, max = 25): string {
  return title.length > max ? `${title.slice(0, max)}...` : title;
}
