// Issue 14, access control: a walk over the app's real route table. Every endpoint has a rule below
// (public, user, supporter, admin, or the payment webhook); an endpoint without one fails the first test,
// so a new route cannot ship without saying who may call it. Then, for every endpoint:
//   (a) no session: everything but public routes answers 401;
//   (b) another user's session: owner-scoped resources of user A answer 404 (or 403) to user B and stay
//       as they were, and no GET anywhere shows B anything of A's;
//   (c) a normal user (and a supporter) on admin routes: 403; a free user on supporter routes: 403.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../test/auth-helpers';
import { endpoints, fillPath, STATE_CHANGING } from '../../test/routes';
import { createTestApp } from '../../test/test-app';
import { createWebDist } from '../../test/web-dist';
import { createApp } from '../app';

/** User A's resources, created through the API in beforeAll. */
interface Fixture {
  deckId: string;
  cardId: string;
  linkId: string;
  bookmarkId: string;
  momentId: string;
  certificateCode: string;
}
interface Attempt {
  params?: Record<string, string>;
  json?: unknown;
}
type Rule =
  | { access: 'public'; owner?: (fx: Fixture) => Attempt }
  | { access: 'webhook' }
  | { access: 'admin' }
  /** The session alone says whose data: no route parameter or body field names a user or their rows. */
  | { access: 'user' | 'supporter'; scope: 'session' }
  /** The route names one of a user's rows: B trying A's must get 404 or 403. */
  | { access: 'user' | 'supporter'; scope: 'owner'; owner: (fx: Fixture) => Attempt };

const PUBLIC = { access: 'public' } as const;
const ADMIN = { access: 'admin' } as const;
const USER = { access: 'user', scope: 'session' } as const;
const SUPPORTER = { access: 'supporter', scope: 'session' } as const;
const HIJACK = 'Hijacked by B';
// Certificates are reached by an unguessable code: the owner always, anyone else only while shared.
const certificate = { access: 'public', owner: (fx: Fixture) => ({ params: { code: fx.certificateCode } }) } as const;

const RULES: Record<string, Rule> = {
  // Catalog, Bible text, search, configuration: for everyone.
  'GET /api/health': PUBLIC,
  'GET /api/config': PUBLIC,
  'GET /api/payments/config': PUBLIC,
  'GET /api/podcasts': PUBLIC,
  'GET /api/podcasts/:podcastName': PUBLIC,
  'GET /api/podcasts/:podcastName/episodes': PUBLIC,
  'GET /api/podcasts/:podcastName/listen': PUBLIC,
  'GET /api/series': PUBLIC,
  'GET /api/series/:seriesId': PUBLIC,
  'GET /api/episodes': PUBLIC,
  'GET /api/episodes/:episodeId': PUBLIC,
  'GET /api/episodes/:episodeId/transcript': PUBLIC,
  'GET /api/continue-listening/series/:seriesId': PUBLIC,
  'GET /api/continue-listening/episodes/:episodeId': PUBLIC,
  'GET /api/bible/translations': PUBLIC,
  'GET /api/bible/translations/default': PUBLIC,
  'GET /api/bible/:translation/:book/:chapter': PUBLIC,
  'GET /api/search': PUBLIC,
  'GET /api/topics': PUBLIC,
  'GET /api/topics/:topicId': PUBLIC,
  'GET /api/recaps/:recapId': PUBLIC,
  'GET /api/topic-images/:key': PUBLIC,
  'GET /api/episodes/:episodeId/verses': PUBLIC,
  'GET /api/verse-mentions/:book/:chapter': PUBLIC,
  'GET /api/certificates/:code': certificate,
  'GET /api/certificates/:code/certificate.pdf': certificate,
  'GET /api/certificates/:code/image.svg': certificate,
  'GET /api/certificates/:code/image.png': certificate,
  // Public forms and the auth flow (same-origin checked, rate limited).
  'POST /api/waitlist': PUBLIC,
  'POST /api/creator-submissions': PUBLIC,
  'POST /api/auth/sign-up': PUBLIC,
  'POST /api/auth/sign-in': PUBLIC,
  'POST /api/auth/sign-out': PUBLIC,
  'GET /api/auth/is-admin': PUBLIC,
  'POST /api/auth/verification/resend': PUBLIC,
  'POST /api/auth/password/forgot': PUBLIC,
  'POST /api/auth/password/reset': PUBLIC,
  'GET /api/auth/verify-email': PUBLIC,
  // The web app and files.
  'GET /media/*': PUBLIC,
  'GET /assets/*': PUBLIC,
  'GET /*': PUBLIC,
  'POST /api/payments/webhook': { access: 'webhook' },

  // Signed in; the session decides whose data.
  'GET /api/auth/me': USER,
  'GET /api/profile': USER,
  'PATCH /api/profile': USER,
  'DELETE /api/profile': USER,
  'POST /api/profile/password': USER,
  'POST /api/payments/checkout': USER,
  'GET /api/bible/preferred-translation': USER,
  'PUT /api/bible/preferred-translation': USER,
  'GET /api/progress/:episodeId': USER,
  'PUT /api/progress/:episodeId': USER,
  'DELETE /api/progress/:episodeId': USER,
  'GET /api/subscriptions': USER,
  'GET /api/subscriptions/:seriesId': USER,
  'PUT /api/subscriptions/:seriesId': USER,
  'DELETE /api/subscriptions/:seriesId': USER,
  'GET /api/dashboard': USER,
  'GET /api/flashcards/overview': USER,
  'GET /api/flashcards/decks': USER,
  'POST /api/flashcards/decks': USER,
  'GET /api/flashcards/study': USER,
  'POST /api/search/summary': USER,
  'GET /api/notes': USER,
  'PUT /api/notes': USER,
  'GET /api/export/csv': USER,
  'GET /api/export/json': USER,
  'GET /api/certificates/series/:seriesId': USER,
  'POST /api/bug-reports': USER,
  'GET /api/moments': USER,
  'POST /api/moments': USER,
  'POST /api/series/:seriesId/verse-deck': USER,
  'GET /api/bible/cross-references/:book/:chapter/:verse': SUPPORTER,
  'GET /api/bible/links': SUPPORTER,
  'POST /api/bible/links': SUPPORTER,
  'GET /api/bookmarks': SUPPORTER,
  'POST /api/bookmarks': SUPPORTER,

  // Signed in; the route names one of the user's rows.
  'GET /api/flashcards/decks/:deckId': { access: 'user', scope: 'owner', owner: (fx) => ({ params: { deckId: fx.deckId } }) },
  'PATCH /api/flashcards/decks/:deckId': { access: 'user', scope: 'owner', owner: (fx) => ({ params: { deckId: fx.deckId }, json: { name: HIJACK } }) },
  'DELETE /api/flashcards/decks/:deckId': { access: 'user', scope: 'owner', owner: (fx) => ({ params: { deckId: fx.deckId } }) },
  'POST /api/flashcards/cards': {
    access: 'user',
    scope: 'owner',
    owner: (fx) => ({ json: { deckId: fx.deckId, type: 'verse_to_text', book: 'John', chapter: 3, verseFrom: 17 } }),
  },
  'PATCH /api/flashcards/cards/:cardId': { access: 'user', scope: 'owner', owner: (fx) => ({ params: { cardId: fx.cardId }, json: { verseFrom: 18 } }) },
  'DELETE /api/flashcards/cards/:cardId': { access: 'user', scope: 'owner', owner: (fx) => ({ params: { cardId: fx.cardId } }) },
  'POST /api/flashcards/cards/:cardId/review': { access: 'user', scope: 'owner', owner: (fx) => ({ params: { cardId: fx.cardId }, json: { rating: 4 } }) },
  'DELETE /api/moments/:id': { access: 'user', scope: 'owner', owner: (fx) => ({ params: { id: fx.momentId } }) },
  'PATCH /api/certificates/:code': { access: 'user', scope: 'owner', owner: (fx) => ({ params: { code: fx.certificateCode }, json: { shared: true } }) },
  'PATCH /api/bible/links/:id': { access: 'supporter', scope: 'owner', owner: (fx) => ({ params: { id: fx.linkId }, json: { note: HIJACK } }) },
  'DELETE /api/bible/links/:id': { access: 'supporter', scope: 'owner', owner: (fx) => ({ params: { id: fx.linkId } }) },
  'PATCH /api/bookmarks/:id': { access: 'supporter', scope: 'owner', owner: (fx) => ({ params: { id: fx.bookmarkId }, json: { note: HIJACK } }) },
  'DELETE /api/bookmarks/:id': { access: 'supporter', scope: 'owner', owner: (fx) => ({ params: { id: fx.bookmarkId } }) },

  // Admins only (checked on the server on every request).
  'POST /api/podcasts/import': ADMIN,
  'GET /api/podcasts/:podcastId/episode-options': ADMIN,
  'PATCH /api/podcasts/:podcastId': ADMIN,
  'POST /api/podcasts/:podcastId/refresh': ADMIN,
  'POST /api/series': ADMIN,
  'GET /api/series/:seriesId/editor': ADMIN,
  'PUT /api/series/:seriesId': ADMIN,
  'DELETE /api/series/:seriesId': ADMIN,
  'PATCH /api/episodes/:episodeId': ADMIN,
  'POST /api/topic-images': ADMIN,
  'GET /api/admin/outbox': ADMIN,
  'GET /api/admin/overview': ADMIN,
  'GET /api/admin/users': ADMIN,
  'PUT /api/admin/users/:id/admin': ADMIN,
  'PUT /api/admin/users/:id/supporter': ADMIN,
  'POST /api/admin/users/:id/resend-verification': ADMIN,
  'GET /api/admin/bug-reports': ADMIN,
  'PUT /api/admin/bug-reports/:id/status': ADMIN,
  'GET /api/admin/bug-reports/:id/images/:imageId': ADMIN,
  'GET /api/admin/waitlist': ADMIN,
  'GET /api/admin/waitlist.csv': ADMIN,
  'GET /api/admin/creator-submissions': ADMIN,
  'GET /api/admin/creator-submissions.csv': ADMIN,
  'GET /api/admin/topics': ADMIN,
  'POST /api/admin/topics': ADMIN,
  'PUT /api/admin/topics/:id': ADMIN,
  'DELETE /api/admin/topics/:id': ADMIN,
  'GET /api/admin/recaps': ADMIN,
  'POST /api/admin/recaps': ADMIN,
  'PUT /api/admin/recaps/:id': ADMIN,
  'DELETE /api/admin/recaps/:id': ADMIN,
  'GET /api/admin/audit-log': ADMIN,
  'GET /api/admin/mail-queue': ADMIN,
};

const t = await createTestApp();
const app = createApp(t.deps, { webDist: createWebDist() });
const ROUTES = endpoints(app);
const UUID = '00000000-0000-4000-8000-000000000000';
const SERIES = 'letters-from-prison';
const EPISODE = 'letters-1-saved-by-grace';
const LETTERS = [EPISODE, 'letters-2-joy-in-chains', 'letters-3-the-peace-that-guards', 'letters-4-more-than-a-slave'];
/** Route parameters that exist in the seeded data (or are well-formed but unknown). */
const PARAMS: Record<string, string> = {
  podcastName: 'the-daily-scroll-demo',
  podcastId: UUID,
  seriesId: SERIES,
  episodeId: EPISODE,
  translation: 'WEB',
  book: 'John',
  chapter: '3',
  verse: '16',
  topicId: 'no-such-topic',
  recapId: 'no-such-recap',
  key: `${UUID}.png`,
  code: 'no-such-code',
  id: UUID,
  imageId: UUID,
  deckId: UUID,
  cardId: UUID,
};
const REST: Record<string, string> = { 'GET /media/*': 'demo/artwork/daily-scroll.svg', 'GET /assets/*': 'index-abc123.js', 'GET /*': 'podcasts' };
const queryFor = (key: string, fx?: Fixture): string =>
  ({
    'GET /api/bible/links': '?book=John&chapter=3',
    'GET /api/bookmarks': `?episodeId=${EPISODE}`,
    'GET /api/moments': `?episodeId=${EPISODE}`,
    'GET /api/search': '?q=grace',
    'GET /api/flashcards/study': fx ? `?deckId=${fx.deckId}` : '',
    'GET /api/export/csv': '?timeZone=UTC',
  })[key] ?? '';

function call(key: string, { user, params = {}, json, fx }: { user?: TestUser; params?: Record<string, string>; json?: unknown; fx?: Fixture } = {}) {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = fillPath(pattern, { ...PARAMS, ...params }, REST[key]) + queryFor(key, fx);
  const body = json ?? (STATE_CHANGING.has(method) ? {} : undefined);
  const headers = new Headers({ Origin: t.env.publicUrl });
  if (user) headers.set('Cookie', user.cookie);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return Promise.resolve(app.request(`http://localhost:3000${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

const keysWith = (test: (rule: Rule) => boolean) => ROUTES.filter((key) => RULES[key] && test(RULES[key]));
const errorCode = async (res: Response) => ((await res.json()) as { error?: { code: string } }).error?.code;

let alice: TestUser; // A: a supporter with data of every kind
let bob: TestUser; // B: another supporter (so supporter routes run their ownership checks)
let carol: TestUser; // a free, non-admin user
let fx: Fixture;
let markers: string[];

async function asAlice(method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, cookie: alice.cookie, ...(json !== undefined && { json }) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([
    createSignedInUser(t, { firstName: 'Aurelia', lastName: 'Quillfeather', supporter: true }),
    createSignedInUser(t, { firstName: 'Bob', supporter: true }),
    createSignedInUser(t, { firstName: 'Carol' }),
  ]);
  for (const id of LETTERS) await asAlice('PUT', `/api/progress/${id}`, { progress: 100, positionSeconds: 3000 });
  await asAlice('PUT', `/api/subscriptions/${SERIES}`);
  const { deck } = (await asAlice('POST', '/api/flashcards/decks', { name: 'Deck Xylophage' })) as { deck: { id: string } };
  const { card } = (await asAlice('POST', '/api/flashcards/cards', { deckId: deck.id, type: 'verse_to_text', book: 'John', chapter: 3, verseFrom: 16 })) as {
    card: { id: string };
  };
  await asAlice('PUT', '/api/notes', { kind: 'note', episodeId: EPISODE, text: 'Note Zanzibar' });
  await asAlice('PUT', '/api/notes', { kind: 'reflection', seriesId: SERIES, text: 'Reflection Marzipan' });
  const { bookmark } = (await asAlice('POST', '/api/bookmarks', { episodeId: EPISODE, positionSeconds: 42, note: 'Bookmark Quokka' })) as { bookmark: { id: string } };
  const { link } = (await asAlice('POST', '/api/bible/links', { book: 'John', chapter: 3, verse: 16, toBook: 'Rom', toChapter: 5, toVerseFrom: 8, note: 'Link Narwhal' })) as {
    link: { id: string };
  };
  const { moment } = (await asAlice('POST', '/api/moments', { episodeId: EPISODE, positionSeconds: 77 })) as { moment: { id: string } };
  const { certificate: cert } = (await asAlice('GET', `/api/certificates/series/${SERIES}`)) as { certificate: { code: string } };
  // A keeps the certificate private: then only A may see it (a shared one is public by design).
  await asAlice('PATCH', `/api/certificates/${cert.code}`, { shared: false });
  fx = { deckId: deck.id, cardId: card.id, linkId: link.id, bookmarkId: bookmark.id, momentId: moment.id, certificateCode: cert.code };
  markers = [alice.id, alice.email, 'Quillfeather', 'Xylophage', 'Zanzibar', 'Marzipan', 'Quokka', 'Narwhal', ...Object.values(fx)];
});

describe('every route has an access rule', () => {
  it('the rule list names exactly the routes the app serves (add a rule when you add a route)', () => {
    expect(ROUTES.length).toBeGreaterThan(100);
    expect(ROUTES.filter((key) => !RULES[key]), 'routes without a rule').toEqual([]);
    expect(Object.keys(RULES).filter((key) => !ROUTES.includes(key)), 'rules for routes that no longer exist').toEqual([]);
  });
});

describe('(a) without a session', () => {
  it.each(keysWith((r) => r.access === 'user' || r.access === 'supporter' || r.access === 'admin'))('%s → 401', async (key) => {
    const res = await call(key);
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe('unauthorized');
  });

  it.each(keysWith((r) => r.access === 'public'))('%s is open: never 401/403, never a server error', async (key) => {
    const res = await call(key);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });

  it('the payment webhook needs no session but a provider signature (here: payments are off)', async () => {
    const res = await call('POST /api/payments/webhook', { json: { type: 'checkout.session.completed' } });
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('payments_disabled');
  });
});

describe('(b) another user (B) and user A’s data', () => {
  it('A sees their own data where B will look (so the checks below could see a leak)', async () => {
    for (const path of ['/api/flashcards/decks', '/api/notes', `/api/bookmarks?episodeId=${EPISODE}`, '/api/bible/links?book=John&chapter=3', '/api/moments', '/api/export/json']) {
      const text = JSON.stringify(await asAlice('GET', path));
      expect(markers.some((m) => text.includes(m)), path).toBe(true);
    }
  });

  it.each(keysWith((r) => 'owner' in r && r.owner !== undefined))('%s on A’s resource → 404 or 403 for B', async (key) => {
    const rule = RULES[key] as { owner: (fx: Fixture) => Attempt };
    const res = await call(key, { user: bob, fx, ...rule.owner(fx) });
    expect([403, 404]).toContain(res.status);
    const text = await res.text();
    for (const m of markers.filter((m) => m !== fx.certificateCode)) expect(text).not.toContain(m);
  });

  it('B cannot move their own card into A’s deck', async () => {
    const deck = await t.request('/api/flashcards/decks', { method: 'POST', cookie: bob.cookie, json: { name: 'Bob deck' } });
    const { deck: bobDeck } = (await deck.json()) as { deck: { id: string } };
    const card = await t.request('/api/flashcards/cards', { method: 'POST', cookie: bob.cookie, json: { deckId: bobDeck.id, type: 'verse_to_text', book: 'John', chapter: 1, verseFrom: 1 } });
    const { card: bobCard } = (await card.json()) as { card: { id: string } };
    const moved = await t.request(`/api/flashcards/cards/${bobCard.id}`, { method: 'PATCH', cookie: bob.cookie, json: { deckId: fx.deckId } });
    expect([403, 404]).toContain(moved.status);
  });

  it('A’s rows are untouched by B’s attempts', async () => {
    const deck = (await asAlice('GET', `/api/flashcards/decks/${fx.deckId}`)) as { deck: { name: string }; cards: { id: string; verseFrom: number; review: unknown }[] };
    expect(deck.deck.name).toBe('Deck Xylophage');
    expect(deck.cards.map((c) => [c.id, c.verseFrom])).toEqual([[fx.cardId, 16]]);
    const bookmarks = JSON.stringify(await asAlice('GET', `/api/bookmarks?episodeId=${EPISODE}`));
    expect(bookmarks).toContain('Bookmark Quokka');
    expect(bookmarks).not.toContain(HIJACK);
    expect(JSON.stringify(await asAlice('GET', '/api/moments'))).toContain(fx.momentId);
    const links = JSON.stringify(await asAlice('GET', '/api/bible/links?book=John&chapter=3'));
    expect(links).toContain('Link Narwhal');
    expect(links).not.toContain(HIJACK);
    expect((await t.request(`/api/certificates/${fx.certificateCode}`)).status).toBe(404); // still private
  });

  it.each(keysWith((r) => r.access !== 'admin' && r.access !== 'webhook').filter((key) => key.startsWith('GET ')))(
    'GET as B shows nothing of A’s: %s',
    async (key) => {
      const res = await call(key, { user: bob, fx, params: { deckId: fx.deckId, cardId: fx.cardId, code: fx.certificateCode } });
      expect(res.status).toBeLessThan(500);
      const text = await res.text();
      for (const m of markers) expect(text, m).not.toContain(m);
    },
  );

  it('session-scoped answers are B’s own: no progress, subscription or listening card of A’s', async () => {
    const progress = (await (await call('GET /api/progress/:episodeId', { user: bob })).json()) as { progress: unknown };
    expect(progress.progress).toBeNull();
    expect(await (await call('GET /api/subscriptions/:seriesId', { user: bob })).json()).toEqual({ subscribed: false });
    expect(await (await call('GET /api/subscriptions', { user: bob })).json()).toEqual({ subscriptions: [] });
    const card = async (user: TestUser) => (await call('GET /api/continue-listening/episodes/:episodeId', { user })).text();
    expect(await card(bob)).toBe(await card(carol));
    const series = async (user: TestUser) => (await call('GET /api/continue-listening/series/:seriesId', { user })).text();
    expect(await series(bob)).toBe(await series(carol));
    expect(await (await call('GET /api/certificates/series/:seriesId', { user: bob })).json()).toEqual({ certificate: null });
  });
});

describe('(c) roles', () => {
  it.each(keysWith((r) => r.access === 'admin'))('%s → 403 for a normal user and for a supporter', async (key) => {
    for (const user of [carol, bob]) {
      const res = await call(key, { user });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'Admins only.' } });
    }
  });

  it.each(keysWith((r) => r.access === 'supporter'))('%s → 403 supporter_required for a free user', async (key) => {
    const res = await call(key, { user: carol, fx, params: { id: fx.linkId } });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('supporter_required');
  });
});
