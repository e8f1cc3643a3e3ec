import { describe, expect, it } from 'vitest';
import { isKnownPage, matchPageRoute, PAGE_ROUTES } from './routes';

describe('page routes (SPEC §2)', () => {
  it.each(['/', '/podcasts', '/podcasts/grace-notes/listen', '/bible/WEB/John/3', '/episodes/abc', '/flashcards/decks/1', '/admin'])(
    'knows %s',
    (p) => expect(isKnownPage(p)).toBe(true),
  );
  it.each(['/nope', '/bible/WEB/John/3/4', '/podcasts/a/b/c', '/flashcardsx'])('does not know %s', (p) =>
    expect(isKnownPage(p)).toBe(false),
  );
});

describe('matchPageRoute', () => {
  it('names the one pattern a path is, static segments and parameters alike', () => {
    expect(matchPageRoute('/')).toBe('/');
    expect(matchPageRoute('/episodes')).toBe('/episodes');
    expect(matchPageRoute('/episodes/abc')).toBe('/episodes/*');
    expect(matchPageRoute('/flashcards/decks')).toBe('/flashcards/decks');
    expect(matchPageRoute('/flashcards/decks/1/')).toBe('/flashcards/decks/:deckId');
    expect(matchPageRoute('/podcasts/grace-notes/listen')).toBe('/podcasts/:podcastName/listen');
    expect(matchPageRoute('/nope')).toBeUndefined();
  });

  it("each pattern's own example is that pattern's, not an earlier one's", () => {
    const example = (pattern: string) => pattern.replace(/:\w+/g, 'x').replace('*', 'x/y');
    for (const pattern of PAGE_ROUTES) expect(matchPageRoute(example(pattern)), pattern).toBe(pattern);
  });
});
