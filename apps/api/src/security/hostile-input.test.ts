// Issue 14, input: property-based tests (fast-check) of what the server reads from the outside: the
// server-side sanitiser, the podcast feed parser, and the API itself. Random and hostile input (huge
// strings, any unicode, NUL and lone surrogates, nested markup, javascript: URLs) never produces a
// 500 or an unexpected kind of error, and no script survives. The shared rules (sanitizeText, the
// reference parsers, the query cleaner) have their own properties in packages/shared/src/security.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { FeedError } from '../features/podcasts/feeds/feed-errors';
import { parseFeed } from '../features/podcasts/feeds/parse-feed';
import { SUMMARY_LIMIT } from '../features/search/search-limits';
import { rateLimiterFor } from '../lib/rate-limiter-for';
import { sanitizeUserText } from '../lib/sanitize-user-text';

const FRAGMENTS = [
  '<script>', '</script>', '<SCRIPT src=//x>', '<scr', 'ipt>', '<', '>', '</', '<b>', '</b>', '<br/>', '<img src=x ', 'onerror=',
  'onload="a()"', 'o', 'n', 'javascript:', 'JaVaScRiPt:', 'java', 'script', ':', 'vbscript:', 'data:text/html,', ' ', '\n', '"', "'",
  '=', '&lt;', '&gt;', '&amp;lt;', '&#x3C;', '&#60;', 'alert(1)', '<svg onload=alert(1)>', '<a href="', '<!--', '-->', ']]>', '<![CDATA[',
  '\u0000', '\u0007', '\ud800', '\u202e', '😀', 'é', 'John 3:16', "'; DROP TABLE users; --", '%00', '../', '\\',
];
const hostile = fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 40 }).map((parts) => parts.join(''));
const anyText = fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ maxLength: 200 }));

/** True when a browser parsing `html` would find nothing but the allowed bare tags and text. */
function onlyAllowedMarkup(html: string): boolean {
  for (let i = html.indexOf('<'); i >= 0; i = html.indexOf('<', i + 1)) {
    const rest = html.slice(i);
    if (/^<[a-z/!?]/i.test(rest) && !/^<\/?(b|i|em|strong)>|^<br>/i.test(rest)) return false;
  }
  return true;
}

function expectSafeText(out: string) {
  expect(out).not.toMatch(/<script/i); // '< script' is text to a browser
  expect(out).not.toMatch(/(?:java|vb)\s*script\s*:|data\s*:/i);
  expect(out).not.toMatch(/\bon[a-z]+\s*=/i);
  // eslint-disable-next-line no-control-regex -- PostgreSQL cannot store NUL; other controls are noise
  expect(out).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
  expect(onlyAllowedMarkup(out), out).toBe(true);
}

describe('the server sanitiser (notes, answers, reflections, bookmark notes)', () => {
  it('never throws, keeps the cap, and leaves no script, scheme, event handler or control character', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 3000 }), (input, max) => {
        const out = sanitizeUserText(input, max);
        expect(out.length).toBeLessThanOrEqual(max);
        expectSafeText(out);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the podcast feed parser', () => {
  const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const attr = (s: string) => xmlText(s).replace(/"/g, '&quot;');
  const url = fc.oneof(
    fc.constantFrom('javascript:alert(1)', 'data:audio/mpeg;base64,AAAA', 'vbscript:x', 'file:///etc/passwd', '//evil.example/a.mp3', 'a.mp3', ' ', 'https://a.example/a.mp3', 'http://[::1]/x.mp3'),
    anyText,
  );
  const item = fc
    .record({ title: anyText, description: anyText, cdata: fc.boolean(), audio: url, image: url, guid: anyText, duration: anyText })
    .map(
      (i) =>
        `<item><title>${xmlText(i.title)}</title><guid>${xmlText(i.guid)}</guid>` +
        `<description>${i.cdata ? `<![CDATA[${i.description.replace(/]]>/g, '')}]]>` : xmlText(i.description)}</description>` +
        `<itunes:duration>${xmlText(i.duration)}</itunes:duration><itunes:image href="${attr(i.image)}"/>` +
        `<enclosure url="${attr(i.audio)}" type="audio/mpeg" length="1"/></item>`,
    );
  const feed = fc
    .record({ title: anyText, description: anyText, items: fc.array(item, { maxLength: 4 }), tail: fc.constantFrom('</channel></rss>', '</channel>', '', '</rss><rss>') })
    .map(
      (f) =>
        `<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>` +
        `<title>${xmlText(f.title)}</title><description>${xmlText(f.description)}</description>${f.items.join('')}${f.tail}`,
    );
  const garbage = fc.oneof(anyText, fc.string({ unit: 'binary', maxLength: 2000 }), hostile.map((h) => `<rss>${h}</rss>`));

  it('either reads a feed or refuses it with a FeedError (400/413), never another error', () => {
    fc.assert(
      fc.property(fc.oneof(feed, garbage), (text) => {
        let parsed;
        try {
          parsed = parseFeed(text, 'https://feeds.example/podcast.xml');
        } catch (err) {
          expect(err).toBeInstanceOf(FeedError);
          expect([400, 413]).toContain((err as FeedError).status);
          return;
        }
        // Only web addresses survive, resolved against the feed's own address.
        for (const link of [parsed.artworkUrl, ...parsed.episodes.flatMap((e) => [e.audioUrl, e.imageUrl, e.chaptersUrl, e.transcript?.url])])
          if (link) expect(link).toMatch(/^https?:\/\//);
        // Summaries are markdown, shown with skipHtml (components/markdown.tsx): text that spells a tag
        // (an escaped '&lt;script' in the feed) stays text. Links are the only active part: web or mail only.
        for (const text of [parsed.description, ...parsed.episodes.map((e) => e.summary)])
          expect(text).not.toMatch(/\[[^[\]]*\]\((?!https?:\/\/|mailto:)/i);
      }),
      { numRuns: 300 },
    );
  });

  const rss = (channel: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>${channel}</channel></rss>`;
  const episode = (description: string) => `<item><title>x</title><description>${description}</description><enclosure url="https://a.example/a.mp3" type="audio/mpeg"/></item>`;
  const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');

  it.each([
    ['entity expansion (billion laughs)', `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY l0 "lol">${lol}]><rss version="2.0"><channel><title>&l9;</title></channel></rss>`],
    ['an external entity (XXE)', `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss version="2.0"><channel><title>&x;</title></channel></rss>`],
    ['50,000 nested elements', rss(`${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}`)],
    ['deeply nested lists in show notes', rss(episode(xmlText('<ul><li>'.repeat(25_000))))],
    ['200,000 unclosed links in show notes', rss(episode(xmlText('<a href="https://x">'.repeat(10_000))))],
    ['a megabyte of brackets and spaces', rss(episode(`${'['.repeat(500_000)}${' '.repeat(500_000)}x`))],
  ])('%s: answered without expanding or fetching anything', (_, text) => {
    // Around a second at most; a quadratic or exponential blow-up would run into the test's timeout.
    try {
      const parsed = parseFeed(text);
      expect(JSON.stringify(parsed)).not.toContain('root:');
      expect(JSON.stringify(parsed).length).toBeLessThan(2_000_000);
    } catch (err) {
      expect(err).toBeInstanceOf(FeedError);
    }
  });
});

const t = await createTestApp();
const user = await createSignedInUser(t, { supporter: true });

describe('the API under hostile input: never a 500', () => {
  // A fixed seed: the same requests every run, so a failure can be reproduced.
  const samples = fc.sample(fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 300 })), { numRuns: 30, seed: 14 });
  samples.push('x'.repeat(100_000), '\u0000', '\ud800', '', ' ', '../../../etc/passwd', '%', '%%00');
  // A URL cannot carry a lone surrogate; the browser would have replaced it.
  const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  const seg = (s: string) => encodeURIComponent(wellFormed(s)) || '_';
  const query = (s: string) => new URLSearchParams({ q: wellFormed(s) }).toString();
  const EPISODE = 'letters-1-saved-by-grace';

  const requests: [string, (h: string) => Promise<Response>][] = [
    ['GET /api/search', (h) => t.request(`/api/search?${query(h)}`)],
    ['GET /api/episodes', (h) => t.request(`/api/episodes?${query(h)}&page=${seg(h)}`)],
    ['GET /api/podcasts/:podcastName', (h) => t.request(`/api/podcasts/${seg(h)}/episodes`)],
    ['GET /api/episodes/:episodeId', (h) => t.request(`/api/episodes/${seg(h)}/transcript`, { cookie: user.cookie })],
    ['GET /api/topics/:topicId', (h) => t.request(`/api/topics/${seg(h)}?translation=${seg(h)}`)],
    ['GET /api/bible/:translation/:book/:chapter', (h) => t.request(`/api/bible/${seg(h)}/${seg(h)}/${seg(h)}`)],
    ['GET /api/verse-mentions/:book/:chapter', (h) => t.request(`/api/verse-mentions/${seg(h)}/1`)],
    ['GET /api/bible/cross-references', (h) => t.request(`/api/bible/cross-references/${seg(h)}/3/16?translation=${seg(h)}`, { cookie: user.cookie })],
    ['PUT /api/notes', (h) => t.request('/api/notes', { method: 'PUT', cookie: user.cookie, json: { kind: 'note', episodeId: EPISODE, text: h } })],
    ['PUT /api/notes (hostile episode)', (h) => t.request('/api/notes', { method: 'PUT', cookie: user.cookie, json: { kind: 'note', episodeId: h, text: 'x' } })],
    ['POST /api/bookmarks', (h) => t.request('/api/bookmarks', { method: 'POST', cookie: user.cookie, json: { episodeId: EPISODE, positionSeconds: 1, note: h } })],
    ['POST /api/flashcards/decks', (h) => t.request('/api/flashcards/decks', { method: 'POST', cookie: user.cookie, json: { name: h, description: h } })],
    ['POST /api/flashcards/cards', (h) => t.request('/api/flashcards/cards', { method: 'POST', cookie: user.cookie, json: { deckId: h, type: 'verse_to_text', book: h, chapter: 1, verseFrom: 1 } })],
    ['PUT /api/progress/:episodeId', (h) => t.request(`/api/progress/${seg(h)}`, { method: 'PUT', cookie: user.cookie, json: { progress: 50, positionSeconds: 10 } })],
    ['PATCH /api/profile', (h) => t.request('/api/profile', { method: 'PATCH', cookie: user.cookie, json: { firstName: h, lastName: h } })],
    ['POST /api/auth/sign-in', (h) => t.request('/api/auth/sign-in', { method: 'POST', json: { email: h, password: h } })],
    ['POST /api/waitlist', (h) => t.request('/api/waitlist', { method: 'POST', json: { email: h, name: h } })],
    ['POST /api/creator-submissions', (h) => t.request('/api/creator-submissions', { method: 'POST', json: { name: h, email: h, message: h } })],
    ['POST /api/search/summary', async (h) => {
      await rateLimiterFor(t.deps).reset(SUMMARY_LIMIT, user.id);
      return t.request('/api/search/summary', { method: 'POST', cookie: user.cookie, json: { searchQuery: h } });
    }],
    ['raw body', (h) => t.request('/api/notes', { method: 'PUT', cookie: user.cookie, body: h, headers: { 'Content-Type': 'application/json' } })],
  ];

  it.each(requests)('%s', async (_, send) => {
    for (const h of samples) {
      const res = await send(h);
      expect(res.status, JSON.stringify(h).slice(0, 200)).toBeLessThan(500);
      if (res.headers.get('content-type')?.includes('json')) await res.json();
    }
  });

  it('what the notes endpoint stored is sanitised', async () => {
    const res = await t.request(`/api/notes?episodeId=${EPISODE}`, { cookie: user.cookie });
    const { entries } = (await res.json()) as { entries: { notes: string | null }[] };
    for (const e of entries) expectSafeText(e.notes ?? '');
  });
});
