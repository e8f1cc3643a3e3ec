// SPEC §5 general text sanitiser: strips script tags, javascript:/vbscript:/data: and on-event patterns,
// keeps only b, i, em, strong and br (without attributes), and caps the result at 1000 characters.
// Pure string rules so the browser and the server agree; the server may add sanitize-html on top.
export const TEXT_MAX_LENGTH = 1000;

const ALLOWED_TAGS = new Set(['b', 'i', 'em', 'strong', 'br']);
const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?(<\/script\s*>|$)/gi;
const DANGEROUS_SCHEMES = /(?:java|vb)\s*script\s*:|data\s*:/gi;
const ON_EVENT = /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;
const TAG = /<\/?\s*([a-z][a-z0-9]*)\b[^>]*>/gi;

export function sanitizeText(input: string, maxLength = TEXT_MAX_LENGTH): string {
  let out = input.replace(SCRIPT_BLOCK, '');
  // Repeat until stable so that nested tricks such as "javajavascript:script:" cannot reassemble.
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(DANGEROUS_SCHEMES, '').replace(ON_EVENT, '');
  }
  out = out.replace(TAG, (tag, name: string) => {
    const lower = name.toLowerCase();
    if (!ALLOWED_TAGS.has(lower)) return '';
    if (lower === 'br') return '<br>';
    return tag.trimStart().startsWith('</') ? `</${lower}>` : `<${lower}>`;
  });
  return out.slice(0, maxLength);
}
