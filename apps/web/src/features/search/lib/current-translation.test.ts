import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTranslation } from './current-translation';

afterEach(() => vi.unstubAllGlobals());

describe('the translation Bible results use (SPEC §2, §3)', () => {
  it('follows the Bible page being read, its ?translation= first', () => {
    expect(currentTranslation({ pathname: '/bible/kjv/John/3', search: '' })).toBe('KJV');
    expect(currentTranslation({ pathname: '/bible/KJV/John/3', search: '?translation=asv' })).toBe('ASV');
  });

  it('else the last translation read in this tab, then the preference, then WEB', () => {
    vi.stubGlobal('window', { sessionStorage: { getItem: (key: string) => (key === 'lastBibleTranslation' ? 'ASV' : null) } });
    expect(currentTranslation({ pathname: '/', search: '', preferred: 'KJV' })).toBe('ASV');
    vi.unstubAllGlobals();
    expect(currentTranslation({ pathname: '/', search: '', preferred: 'KJV' })).toBe('KJV');
    expect(currentTranslation({ pathname: '/topics', search: '?translation=KJV' })).toBe('WEB');
  });

  it('ignores values that cannot be a translation id', () => {
    expect(currentTranslation({ pathname: '/bible/%3Cscript%3E/John/3', search: '', preferred: null })).toBe('WEB');
  });
});
