// Short plain-text previews of markdown summaries ("cut to two sentences", SPEC §2 and §9).

/** Markdown to readable plain text: drops syntax (emphasis, ==marks==, links, lists, headings), keeps words. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|==|~~|`)/g, '')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

// A sentence ends at . ! or ? (optionally followed by a closing quote or bracket) and then a space.
// A full stop after a single capital letter or a verse number ("John 3:16.") still ends a sentence,
// while "e.g. " or "St. " are rare enough in summaries not to need a dictionary.
const SENTENCE_END = /[.!?]["')\]]*(?=\s+|$)/g;

/** The first `count` sentences of a text; the whole text when it has no more than that. */
export function firstSentences(text: string, count = 2): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (count <= 0) return '';
  let seen = 0;
  for (const match of plain.matchAll(SENTENCE_END)) {
    seen += 1;
    if (seen === count) return plain.slice(0, match.index + match[0].length);
  }
  return plain;
}

/** Whether `firstSentences` dropped anything (decides "Learn more" / "Show less"). */
export function hasMoreThanSentences(text: string, count = 2): boolean {
  return firstSentences(text, count).length < text.replace(/\s+/g, ' ').trim().length;
}
