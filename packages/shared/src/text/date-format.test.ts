import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDateFormat } from './date-format';

afterEach(() => vi.restoreAllMocks());

describe('lazyDateFormat (issue 13: no Intl formatter is made while a module loads)', () => {
  it('makes the formatter on the first call, not before, and reuses it', () => {
    const Original = Intl.DateTimeFormat;
    const made = vi
      .spyOn(Intl, 'DateTimeFormat')
      // A function, not an arrow: the spy is called with `new`.
      .mockImplementation(function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        return new Original(...args);
      });
    const format = lazyDateFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(made).not.toHaveBeenCalled();
    expect(format().format(new Date('2026-03-16T12:00:00Z'))).toBe('Mar 16, 2026');
    expect(format()).toBe(format());
    expect(made).toHaveBeenCalledTimes(1);
  });
});
