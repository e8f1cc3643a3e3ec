// SPEC §5 sanitiser on the server, for everything users write (notes, answers, reflections, bookmark
// notes). sanitize-html parses like a browser and drops every tag but b, i, em, strong and br (with no
// attributes), including script/style content; the shared rule (the same one the browser uses) then
// strips javascript:/vbscript:/data: and on-event patterns. The text is stored and shown as plain text
// (React escapes it), so the entities sanitize-html writes are turned back into characters, and both
// passes repeat until nothing changes, so that pieces cannot reassemble into a tag ('<<x>script>').
import { sanitizeText } from '@rooted/shared';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'em', 'strong', 'br'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
// NUL cannot be stored in PostgreSQL text; other C0 controls (except tab and line breaks) are noise.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const MAX_PASSES = 5;

function pass(input: string): string {
  // sanitize-html decodes character references in text, so '&#1' or '&#x1b;' come out as control
  // characters: they are dropped again here, as the input's own are.
  const html = sanitizeHtml(input, OPTIONS)
    .replace(/<br\s*\/?>/g, '<br>')
    .replace(/&(?:lt|gt|amp|quot|#39|#x27);/g, (e) => ENTITIES[e]!)
    .replace(CONTROL, '');
  return sanitizeText(html, Number.MAX_SAFE_INTEGER);
}

export function sanitizeUserText(input: string, maxLength: number): string {
  let out = input.replace(CONTROL, '').replace(/\r\n?/g, '\n');
  for (let i = 0; i < MAX_PASSES; i += 1) {
    const next = pass(out);
    if (next === out) break;
    out = next;
  }
  // Cutting at the cap may leave half a tag ('<stro'); drop it rather than store a fragment.
  return out.slice(0, maxLength).replace(/<\/?[a-z]*$/i, '');
}
