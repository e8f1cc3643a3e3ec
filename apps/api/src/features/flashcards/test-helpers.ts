// Shared by the flashcards API tests: signed-in users and short calls for decks and cards.
import { localDate, type CreateFlashcardRequest } from '@rooted/shared';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import type { TestApp } from '../../../test/test-app';

export { createSignedInUser, type TestUser };

export const todayUtc = () => localDate(new Date(), 'UTC');

export async function call(
  t: TestApp,
  user: TestUser | null,
  path: string,
  init: { method?: string; json?: unknown } = {},
) {
  const res = await t.request(`/api/flashcards${path}`, { ...init, ...(user && { cookie: user.cookie }) });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely; contracts are checked where it matters
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

export async function makeDeck(t: TestApp, user: TestUser, name = 'Memory verses') {
  const res = await call(t, user, '/decks', { method: 'POST', json: { name } });
  if (res.status !== 201) throw new Error(`deck not created: ${JSON.stringify(res.body)}`);
  return res.body.deck as { id: string; name: string };
}

export function makeCard(
  t: TestApp,
  user: TestUser,
  input: Partial<CreateFlashcardRequest> & { deckId: string },
) {
  return call(t, user, '/cards', {
    method: 'POST',
    json: { type: 'verse_to_text', book: 'John', chapter: 3, verseFrom: 16, ...input },
  });
}
