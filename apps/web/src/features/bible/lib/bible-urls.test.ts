import { describe, expect, it } from 'vitest';
import { canonicalSearch, parseChapterParam } from './bible-urls';
import { parseVerseParam, verseCopyText } from './verse-text';

describe('reader URL helpers', () => {
  it('drops ?translation once applied and keeps the highlight', () => {
    expect(canonicalSearch(new URLSearchParams('translation=kjv&highlight=16'))).toBe('?highlight=16');
    expect(canonicalSearch(new URLSearchParams('translation=kjv'))).toBe('');
    expect(canonicalSearch(new URLSearchParams(''))).toBe('');
  });

  it('reads chapter segments and verse parameters strictly', () => {
    expect(parseChapterParam('3')).toBe(3);
    expect(parseChapterParam('03')).toBe(3);
    for (const bad of [undefined, '', '0', '3a', '-1', '1.5', '1000']) expect(parseChapterParam(bad), String(bad)).toBeNull();
    expect(parseVerseParam('16')).toBe(16);
    for (const bad of [null, '', '0', 'x', '1e3', '-2']) expect(parseVerseParam(bad), String(bad)).toBeNull();
  });

  it('copies a verse with its reference and translation', () => {
    expect(verseCopyText({ text: 'Jesus wept.', reference: 'John 11:35', translation: 'KJV' })).toBe('Jesus wept.\n— John 11:35 (KJV)');
  });
});
