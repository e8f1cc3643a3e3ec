import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const html = (md: string) => renderToStaticMarkup(<Markdown>{md}</Markdown>);
const classOf = (out: string) => /class="([^"]*)"/.exec(out)![1];

describe('markdown rendering (SPEC §5: GFM, line breaks, ==mark==, no raw HTML)', () => {
  it('renders ==text== as a highlighted mark', () => {
    expect(html('God ==runs to meet him== here')).toContain('God <mark>runs to meet him</mark> here');
  });

  it('marks inside emphasis and lists, but not in code', () => {
    expect(html('- **bold ==mark==**')).toContain('<strong>bold <mark>mark</mark></strong>');
    expect(html('`a ==b== c`')).toContain('<code>a ==b== c</code>');
  });

  it('leaves lone or empty == alone', () => {
    expect(html('a == b and ==== c')).toContain('a == b and ==== c');
  });

  it('turns single line breaks into <br> and supports GFM tables, strikethrough and task lists', () => {
    expect(html('one\ntwo')).toContain('one<br/>');
    expect(html('| a |\n| - |\n| 1 |')).toContain('<table>');
    expect(html('~~gone~~')).toContain('<del>gone</del>');
    expect(html('- [x] done\n- [ ] not yet')).toMatch(/<li><input[^>]*checked[^>]*\/> done<\/li><li><input[^>]*\/> not yet<\/li>/);
  });

  it('renders headings, lists, quotes and code as blocks, a one-line text as a paragraph, with no wrapper or ids', () => {
    expect(html('Just one line')).toBe('<div data-slot="markdown" class="' + classOf(html('x')) + '"><p>Just one line</p></div>');
    const out = html('## Grace\n\n1. first\n2. second\n\n> **kept**\n\n```\nlet a = 1;\nlet b = 2;\n```');
    expect(out).toContain('<h2>Grace</h2>');
    expect(out).toMatch(/<ol[^>]*><li>first<\/li><li>second<\/li><\/ol>/);
    expect(out).toContain('<blockquote><p><strong>kept</strong></p></blockquote>');
    expect(out).toContain('<pre><code>let a = 1;\nlet b = 2;\n</code></pre>'); // line breaks in code stay newlines
    expect(out).not.toContain('id=');
  });

  it('never renders raw HTML', () => {
    const out = html('<script>alert(1)</script><b onclick="x()">hi</b>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<b ');
    // The characters are shown as text, escaped.
    expect(out).toContain('&lt;b onclick=');
  });

  it('drops javascript: links and opens others in a new tab', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'vbscript:x', 'data:text/html;base64,PHNjcmlwdD4=']) {
      const out = html(`[click](${href})`);
      expect(out).toContain('click');
      expect(out).not.toContain('href=');
    }
    expect(html('[click](https://example.org)')).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">click</a>');
  });
});
