// Feed descriptions are HTML; our summaries are markdown (rendered without raw HTML, SPEC §5).
// sanitize-html first reduces the HTML to a few well-formed tags, which then map one-to-one to markdown.
import sanitizeHtml from 'sanitize-html';

const KEEP = ['p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'mark', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'div'];
const TOKEN = /<(\/?)([a-z0-9]+)((?:\s+href="[^"]*")?)\s*\/?>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

// Every pattern here stays linear on hostile input (a feed may be 10 MB of '<a <a <a' or '[[[['): no
// "[^>]*" that can run past the next '<', no backtracking over long runs of spaces.
const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(text);
/** Summaries keep 20,000 characters; three times that in HTML is plenty (and bounds the parser's work). */
const HTML_MAX_LENGTH = 60_000;
/** Real show notes nest a few levels; deeper tags are dropped (each level costs the parser and indents lists). */
const NESTING_LIMIT = 16;
const MAX_LIST_INDENT = 4;

// Markdown links written as text in a feed ('[x](javascript:...)', '[x](relative)') lose their target:
// the only links a summary carries are absolute web and mail addresses.
const NON_WEB_LINK = /\[([^[\]]*)\]\((?!https?:\/\/|mailto:)/gi;

export function htmlToMarkdown(html: string): string {
  return convert(html.slice(0, HTML_MAX_LENGTH)).replace(NON_WEB_LINK, '$1 (');
}

function convert(input: string): string {
  if (!looksLikeHtml(input)) return decodeEntities(input).trim();
  const clean = sanitizeHtml(input, {
    nestingLimit: NESTING_LIMIT,
    allowedTags: KEEP,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  });
  const lists: { ordered: boolean; n: number }[] = [];
  const links: string[] = [];
  const out = clean.replace(TOKEN, (_tag, closing: string, rawName: string, attrs: string) => {
    const name = rawName.toLowerCase();
    const open = !closing;
    switch (name) {
      case 'p':
      case 'div':
      case 'blockquote':
        return '\n\n';
      case 'br':
        return '\n';
      case 'strong':
      case 'b':
        return '**';
      case 'em':
      case 'i':
        return '*';
      case 'mark':
        return '==';
      case 'ul':
      case 'ol':
        if (open) lists.push({ ordered: name === 'ol', n: 0 });
        else lists.pop();
        return '\n\n';
      case 'li': {
        if (!open) return '';
        const list = lists.at(-1);
        const indent = '  '.repeat(Math.min(MAX_LIST_INDENT, Math.max(0, lists.length - 1)));
        if (!list) return '\n- ';
        list.n += 1;
        return `\n${indent}${list.ordered ? `${list.n}.` : '-'} `;
      }
      case 'a': {
        // Only absolute web and mail links: a relative one would point into our site, not the podcast's.
        if (open) {
          const href = decodeEntities(/href="([^"]*)"/.exec(attrs)?.[1] ?? '');
          links.push(/^(https?:\/\/|mailto:)/i.test(href) ? href : '');
          return links.at(-1) ? '[' : '';
        }
        const href = links.pop();
        return href ? `](${href.replace(/[()\s<>]/g, encodeURIComponent)})` : '';
      }
      default:
        // Headings become bold lines: a show note's <h1> should not outshout the page title.
        return open ? '\n\n**' : '**\n\n';
    }
  });
  return decodeEntities(out)
    .replace(/\[([^[\]]*)\]\(\)/g, '$1')
    .replace(/\*\*(\s*)\*\*/g, '$1')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
