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

const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);

export function htmlToMarkdown(input: string): string {
  if (!looksLikeHtml(input)) return decodeEntities(input).trim();
  const clean = sanitizeHtml(input, {
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
        const indent = '  '.repeat(Math.max(0, lists.length - 1));
        if (!list) return '\n- ';
        list.n += 1;
        return `\n${indent}${list.ordered ? `${list.n}.` : '-'} `;
      }
      case 'a': {
        if (open) {
          links.push(decodeEntities(/href="([^"]*)"/.exec(attrs)?.[1] ?? ''));
          return '[';
        }
        const href = links.pop();
        return href ? `](${href.replace(/[()\s]/g, encodeURIComponent)})` : ']';
      }
      default:
        // Headings become bold lines: a show note's <h1> should not outshout the page title.
        return open ? '\n\n**' : '**\n\n';
    }
  });
  return decodeEntities(out)
    .replace(/\[([^\]]*)\]\(\)/g, '$1')
    .replace(/\*\*(\s*)\*\*/g, '$1')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
