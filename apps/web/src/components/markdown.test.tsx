import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const html = (md: string) => renderToStaticMarkup(<Markdown>{md}</Markdown>);

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

  it('turns single line breaks into <br> (remark-breaks) and supports GFM tables and strikethrough', () => {
    expect(html('one\ntwo')).toContain('one<br/>');
    expect(html('| a |\n| - |\n| 1 |')).toContain('<table>');
    expect(html('~~gone~~')).toContain('<del>gone</del>');
  });

  it('never renders raw HTML', () => {
    const out = html('<script>alert(1)</script><b onclick="x()">hi</b>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('onclick');
  });

  it('drops javascript: links and opens others in a new tab', () => {
    expect(html('[x](javascript:alert(1))')).not.toContain('javascript:');
    expect(html('[x](https://example.org)')).toContain('target="_blank"');
  });
});
