import { describe, expect, it } from 'vitest';
import { shouldRestore } from './draft-store';

describe('restoring a local draft when an editor opens', () => {
  const server = { text: 'saved', updatedAt: '2026-01-01T10:00:00.000Z' };
  it('restores unsaved typing made on top of what the server has', () => {
    expect(shouldRestore({ text: 'saved and more', at: 1, base: server.updatedAt }, server)).toBe(true);
    expect(shouldRestore({ text: 'new', at: 1, base: null }, { text: '', updatedAt: null })).toBe(true);
  });
  it('drops a draft the server already has', () => {
    expect(shouldRestore({ text: 'saved', at: Date.now(), base: null }, server)).toBe(false);
    expect(shouldRestore(null, server)).toBe(false);
  });
  it('after a save elsewhere, keeps whichever is newer', () => {
    const later = Date.parse(server.updatedAt) + 1000;
    expect(shouldRestore({ text: 'mine', at: later, base: '2025-12-31T00:00:00.000Z' }, server)).toBe(true);
    expect(shouldRestore({ text: 'mine', at: later - 5000, base: '2025-12-31T00:00:00.000Z' }, server)).toBe(
      false,
    );
  });
});
