import { describe, expect, it } from 'vitest';
import { sanitizeUserText } from './sanitize-user-text';

const clean = (s: string, max = 1000) => sanitizeUserText(s, max);

describe('server-side SPEC §5 sanitiser', () => {
  it('keeps plain text, line breaks and the allowed tags', () => {
    expect(clean('Psalm 23:1\nThe Lord is my shepherd & guide')).toBe(
      'Psalm 23:1\nThe Lord is my shepherd & guide',
    );
    expect(clean('<b>bold</b> <i>it</i> <em>em</em> <strong>s</strong> a<br/>b<BR>c')).toBe(
      '<b>bold</b> <i>it</i> <em>em</em> <strong>s</strong> a<br>b<br>c',
    );
  });

  it('removes scripts, other tags, attributes and event handlers', () => {
    expect(clean('<script>alert(1)</script>ok')).toBe('ok');
    expect(clean('<b onclick="alert(1)" style="x">hi</b>')).toBe('<b>hi</b>');
    expect(clean('<img src=x onerror=alert(1)>after')).toBe('after');
    expect(clean('<a href="javascript:alert(1)">link</a>')).toBe('link');
    expect(clean('<iframe src="data:text/html,<script>x</script>"></iframe>ok')).toBe('ok');
    expect(clean('<svg><script>alert(1)</script></svg><style>*{}</style>text')).toBe('text');
  });

  it('strips dangerous schemes and on-event patterns written as text', () => {
    expect(clean('javascript:alert(1) vbscript:x data:text/html')).toBe('alert(1) x text/html');
    expect(clean('JaVaScRiPt :alert(1)')).not.toMatch(/script\s*:/i);
    expect(clean('x onmouseover=alert(1) y')).toBe('x  y');
  });

  it('does not let pieces reassemble into a tag or a scheme', () => {
    for (const hostile of [
      '<<x>script>alert(1)<</x>/script>',
      '<scr<script>ipt>alert(1)</script>',
      'javajavascript:script:alert(1)',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    ]) {
      const out = clean(hostile);
      expect(out).not.toMatch(/<script|javascript:/i);
      expect(clean(out)).toBe(out); // stable
    }
  });

  it('drops control characters (NUL cannot be stored) and caps the length without leaving half a tag', () => {
    expect(clean('a\u0000b\u0007c\r\nd')).toBe('abc\nd');
    // Written as character references, which the HTML parser decodes (found by hostile-input.test.ts).
    expect(clean('&#1')).toBe('');
    expect(clean('a&#7;b&#x1b;c&#127;d')).toBe('abcd');
    expect(clean('x'.repeat(1200))).toHaveLength(1000);
    expect(clean(`${'x'.repeat(995)}<strong>bold</strong>`)).toBe('x'.repeat(995));
  });
});
