import { describe, expect, it } from 'vitest';
import { sanitizeText, TEXT_MAX_LENGTH } from './sanitize';

describe('general text sanitiser (SPEC §5)', () => {
  it('keeps plain text and the allowed tags b, i, em, strong, br', () => {
    expect(sanitizeText('Grace & peace')).toBe('Grace & peace');
    expect(sanitizeText('<b>bold</b> <i>it</i> <em>em</em> <strong>s</strong><br/>')).toBe(
      '<b>bold</b> <i>it</i> <em>em</em> <strong>s</strong><br>',
    );
  });

  it('removes attributes from allowed tags', () => {
    expect(sanitizeText('<b onclick="x()" class="y">hi</b>')).toBe('<b>hi</b>');
  });

  it('strips script tags with their content and every other tag', () => {
    expect(sanitizeText('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeText('<div><a href="x">link</a></div>')).toBe('link');
    expect(sanitizeText('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('strips javascript:, vbscript: and data: patterns, however they are cased or nested', () => {
    expect(sanitizeText('JavaScript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('vbscript:msgbox')).toBe('msgbox');
    expect(sanitizeText('data:text/html,x')).toBe('text/html,x');
    expect(sanitizeText('javajavascript:script:x')).toBe('x');
  });

  it('strips on-event patterns', () => {
    expect(sanitizeText('x onload=alert(1) y')).toBe('x  y');
    expect(sanitizeText('x onmouseover="a()" y')).toBe('x  y');
  });

  it('caps the result at 1000 characters', () => {
    expect(sanitizeText('x'.repeat(2000))).toHaveLength(TEXT_MAX_LENGTH);
  });
});
