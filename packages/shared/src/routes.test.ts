import { describe, expect, it } from 'vitest';
import { isKnownPage } from './routes';

describe('page routes (SPEC §2)', () => {
  it.each(['/', '/podcasts', '/podcasts/grace-notes/listen', '/bible/WEB/John/3', '/episodes/abc', '/flashcards/decks/1', '/admin'])(
    'knows %s',
    (p) => expect(isKnownPage(p)).toBe(true),
  );
  it.each(['/nope', '/bible/WEB/John/3/4', '/podcasts/a/b/c', '/flashcardsx'])('does not know %s', (p) =>
    expect(isKnownPage(p)).toBe(false),
  );
});
