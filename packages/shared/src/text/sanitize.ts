// SPEC §5 general text sanitiser: strips script tags, javascript:/vbscript:/data: and on-event patterns,
// keeps only b, i, em, strong and br (without attributes), and caps the result at 1000 characters.
// Pure string rules so the browser and the server agree; the server may add sanitize-html on top.
export const TEXT_MAX_LENGTH = 1000;

const ALLOWED_TAGS = new Set(['b', 'i', 'em', 'strong', 'br']);
// Tag bodies never contain '<': "[^<>]*" keeps every match linear (with "[^>]*" a run of '<a<a<a...'
// without any '>' took minutes), and '<scr<b>ipt>' is read as text around a <b>, as a browser would.
const SCRIPT_BLOCK = /<script\b[^<>]*>[\s\S]*?(<\/script\s*>|$)/gi;
const DANGEROUS_SCHEMES = /(?:java|vb)\s*script\s*:|data\s*:/gi;
const ON_EVENT = /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;
const TAG = /<\/?\s*([a-z][a-z0-9]*)\b[^<>]*>/gi;
// A '<' that would open a tag (or comment) in a browser but is not one of the allowed bare tags: a
// fragment such as '<scr<b>ipt>' or '<img<i> src=x>' is never left for an HTML parser to read.
const STRAY_OPEN = /<(?!\/?(?:b|i|em|strong|br)>)(?=[a-z/!?])/gi;
// Each pass undoes one level of nesting ('javajavascript:script:'); real text needs one or two. Input
// that still reassembles after this many is an attack: it loses the characters markup is made of.
const MAX_PASSES = 32;
const MARKUP_CHARACTERS = /[<>:=]/g;

function normaliseTag(tag: string, name: string): string {
  const lower = name.toLowerCase();
  if (!ALLOWED_TAGS.has(lower)) return '';
  if (lower === 'br') return '<br>';
  return tag.trimStart().startsWith('</') ? `</${lower}>` : `<${lower}>`;
}

function pass(text: string): string {
  return text.replace(SCRIPT_BLOCK, '').replace(DANGEROUS_SCHEMES, '').replace(ON_EVENT, '').replace(TAG, normaliseTag).replace(STRAY_OPEN, '');
}

export function sanitizeText(input: string, maxLength = TEXT_MAX_LENGTH): string {
  // Repeat until stable, so that removing one piece cannot reassemble another: nested schemes
  // ("javajavascript:script:"), or a tag that hides a script or an event ('<<x>script>', 'o<x>nclick=').
  let out = input;
  for (let i = 0; ; i += 1) {
    const next = pass(out);
    if (next === out) break;
    out = i < MAX_PASSES ? next : next.replace(MARKUP_CHARACTERS, '');
  }
  // Cutting at the cap may leave half a tag ('<stro'); drop it rather than return a fragment.
  return out.slice(0, maxLength).replace(/<(?:\/[a-z]*|[a-z]+)$/i, '');
}
