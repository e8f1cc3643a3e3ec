// Seeds the large benchmark dataset into a database that the app has already migrated and filled with the
// Bible (its first start does that). Set-based SQL only (generate_series, INSERT … SELECT): the full scale
// takes a minute or two, not an hour of row-by-row inserts.
//
// Full scale (BENCH_SCALE=1): 50 podcasts × 100 episodes = 5,000 episodes with 30 transcript segments each,
// 250 series of 20 episodes, 10,000 users (half of them supporters), each with 20 progress rows,
// 5 notes, 2 subscriptions, 2 decks of 10 cards (200,000 cards and their review states) and 100 logged
// reviews (1,000,000). Ids are deterministic, so the load generator can name users, episodes and series.

/** Counts for a scale factor; every count stays at least 1 so a tiny scale still exercises each query. */
export function datasetSize(scale = 1) {
  const podcasts = Math.max(1, Math.round(50 * scale));
  const users = Math.max(10, Math.round(10_000 * scale));
  return {
    podcasts,
    episodesPerPodcast: 100,
    episodes: podcasts * 100,
    seriesPerPodcast: 5,
    series: podcasts * 5,
    episodesPerSeries: 20,
    segmentsPerEpisode: 30,
    users,
    progressPerUser: 20,
    notesPerUser: 5,
    decksPerUser: 2,
    cardsPerDeck: 10,
    cards: users * 20,
    reviewLogPerUser: 100,
    reviewLog: users * 100,
  };
}

// Words of the kind the catalogue talks about, so keyword search and AI answers find real matches.
// prettier-ignore
const WORDS = ['grace', 'mercy', 'faith', 'hope', 'love', 'peace', 'prayer', 'shepherd', 'kingdom', 'heaven', 'forgive',
  'forgiveness', 'anxious', 'anxiety', 'worry', 'light', 'darkness', 'covenant', 'promise', 'exile', 'return', 'temple',
  'psalm', 'parable', 'prodigal', 'samaritan', 'neighbour', 'vineyard', 'harvest', 'bread', 'water', 'living', 'spirit',
  'wisdom', 'proverbs', 'justice', 'righteousness', 'lament', 'joy', 'suffering', 'patience', 'comfort', 'courage',
  'Moses', 'David', 'Abraham', 'Ruth', 'Esther', 'Peter', 'Paul', 'Mary', 'Jonah', 'Elijah', 'Jerusalem', 'Galilee',
  'the', 'and', 'of', 'to', 'in', 'we', 'that', 'is', 'with', 'for', 'this', 'story', 'reading', 'chapter', 'week',
  'listen', 'think', 'again', 'together', 'question', 'answer', 'people', 'family', 'friend', 'home', 'journey'];

const sqlWords = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]::text[]`;

// Everything else is filler from ~1,600 made-up words (two syllables each), so a subject word turns up in
// a realistic share of passages (a few percent), not in every third one as a tiny vocabulary would make it.
// prettier-ignore
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sa', 'tor', 'vel', 'du', 'ban', 'cor', 'fen', 'gal', 'hon', 'jup', 'kes', 'lim',
  'mor', 'nat', 'pel', 'quin', 'ros', 'sim', 'tal', 'ung', 'vor', 'wes', 'yar', 'zel', 'bri', 'dra', 'gro', 'pla', 'ste',
  'tri', 'ulm', 'ost', 'ard', 'ern', 'ith', 'oth'];
const sqlSyllables = `ARRAY[${SYLLABLES.map((w) => `'${w}'`).join(',')}]::text[]`;

/** The statements, in order; `bench_words(n)` makes n random words: one in eight from the vocabulary above. */
export function seedStatements(scale = 1) {
  const n = datasetSize(scale);
  return [
    ['helpers', `
      CREATE OR REPLACE FUNCTION pg_temp.bench_words(n int) RETURNS text LANGUAGE sql VOLATILE AS $$
        SELECT string_agg(CASE WHEN random() < 0.125
            THEN (${sqlWords})[1 + floor(random() * ${WORDS.length})::int]
            ELSE (${sqlSyllables})[1 + floor(random() * ${SYLLABLES.length})::int]
              || (${sqlSyllables})[1 + floor(random() * ${SYLLABLES.length})::int] END, ' ')
        FROM generate_series(1, n)
      $$;
      SELECT setseed(0.42);
      -- Consistent by construction: skip the per-row foreign-key triggers (needs a superuser, which the
      -- embedded cluster's user and the bench's server login are); the constraints stay in place.
      SET session_replication_role = replica;`],
    ['podcasts', `
      INSERT INTO podcasts (name, internal_name, slug, description, author, status, podcast_order)
      SELECT 'Bench Podcast ' || p, 'bench_podcast_' || p, 'bench-podcast-' || p,
             'A benchmark podcast about ' || pg_temp.bench_words(12), 'Bench', 'active', 100 + p
      FROM generate_series(1, ${n.podcasts}) p`],
    ['episodes', `
      INSERT INTO podcast_episodes (id, podcast_id, guid, title, summary, audio_url, audio_type, duration_seconds,
                                    pubdate, status, episode_number, outline, discussion_questions, reflection_prompt)
      SELECT 'bench-ep-' || e, pc.id, 'bench-guid-' || e,
             initcap(pg_temp.bench_words(5)) || ' (' || e || ')',
             initcap(pg_temp.bench_words(20)) || '. ' || initcap(pg_temp.bench_words(20)) || '. ' || initcap(pg_temp.bench_words(20)) || '.',
             '/media/bench.mp3', 'audio/mpeg', 1800,
             now() - (${n.episodes} - e) * interval '1 day', 'published', (e - 1) % ${n.episodesPerPodcast} + 1,
             jsonb_build_array(pg_temp.bench_words(8), pg_temp.bench_words(8), 'John 3:16'),
             jsonb_build_array(pg_temp.bench_words(10) || '?', pg_temp.bench_words(10) || '?'),
             pg_temp.bench_words(12)
      FROM generate_series(1, ${n.episodes}) e
      JOIN podcasts pc ON pc.slug = 'bench-podcast-' || ((e - 1) / ${n.episodesPerPodcast} + 1)`],
    ['transcripts', `
      INSERT INTO episode_transcript_segments (episode_id, position, start_seconds, end_seconds, text)
      SELECT 'bench-ep-' || e, s, (s - 1) * 60, s * 60,
             initcap(pg_temp.bench_words(12)) || '. ' || initcap(pg_temp.bench_words(12)) || '. ' || initcap(pg_temp.bench_words(11)) || '.'
      FROM generate_series(1, ${n.episodes}) e, generate_series(1, ${n.segmentsPerEpisode}) s`],
    ['series', `
      INSERT INTO podcast_series_config (id, podcast_id, name, series_prefix, description, start_date, end_date)
      SELECT 'bench-series-' || k, pc.id, 'Bench Series ' || k, 'bench_series_' || k, pg_temp.bench_words(20),
             current_date - 400 + k, CASE WHEN k % 5 = 0 THEN NULL ELSE current_date - 300 + k END
      FROM generate_series(1, ${n.series}) k
      JOIN podcasts pc ON pc.slug = 'bench-podcast-' || ((k - 1) / ${n.seriesPerPodcast} + 1);
      INSERT INTO series_episodes (series_id, episode_id)
      SELECT 'bench-series-' || k, 'bench-ep-' || ((k - 1) * ${n.episodesPerSeries} + i)
      FROM generate_series(1, ${n.series}) k, generate_series(1, ${n.episodesPerSeries}) i`],
    ['users', `
      INSERT INTO users (id, name, email, email_verified, first_name, last_name, supporter_since, timezone)
      SELECT md5('bench-user-' || u)::uuid, 'Bench User ' || u, 'bench-user-' || u || '@bench.rooted.test', true,
             'Bench', 'User ' || u, CASE WHEN u % 2 = 0 THEN now() - interval '30 days' END, 'UTC'
      FROM generate_series(1, ${n.users}) u;
      INSERT INTO sessions (id, token, user_id, expires_at)
      SELECT md5('bench-session-' || u)::uuid, 'bench-session-' || u, md5('bench-user-' || u)::uuid, now() + interval '30 days' - interval '1 hour'
      FROM generate_series(1, ${n.users}) u`],
    ['subscriptions', `
      INSERT INTO user_series_subscriptions (user_id, series_id, created_at)
      SELECT md5('bench-user-' || u)::uuid, 'bench-series-' || s.k, now() - s.i * interval '1 day'
      FROM generate_series(1, ${n.users}) u,
           LATERAL (VALUES (1, (u - 1) % ${n.series} + 1), (2, (u * 7) % ${n.series} + 1)) s(i, k)
      ON CONFLICT DO NOTHING`],
    ['progress', `
      INSERT INTO user_episode_progress (user_id, episode_id, progress, position_seconds, last_listened_at, updated_at)
      SELECT md5('bench-user-' || u)::uuid, 'bench-ep-' || ((s.k - 1) * ${n.episodesPerSeries} + i),
             least(100, 5 * (1 + (u + i) % 20)), 90 * (1 + (u + i) % 20), now() - (i * 3 + u % 7) * interval '1 day',
             now() - (i * 3 + u % 7) * interval '1 day'
      FROM generate_series(1, ${n.users}) u,
           LATERAL (VALUES ((u - 1) % ${n.series} + 1), ((u * 7) % ${n.series} + 1)) s(k),
           generate_series(1, ${n.progressPerUser / 2}) i
      ON CONFLICT DO NOTHING`],
    ['notes', `
      INSERT INTO user_episode_data (user_id, kind, episode_id, episode_title, notes)
      SELECT md5('bench-user-' || u)::uuid, 'note', 'bench-ep-' || (((u - 1) % ${n.series}) * ${n.episodesPerSeries} + i),
             'Bench episode', pg_temp.bench_words(40) || ' (see John 3:16)'
      FROM generate_series(1, ${n.users}) u, generate_series(1, ${n.notesPerUser}) i`],
    ['decks and cards', `
      CREATE TEMP TABLE bench_verses AS
        SELECT row_number() OVER () AS i, book, chapter, verse FROM (
          SELECT book, chapter, verse FROM canonical_bible_elements
          WHERE translation = 'WEB' AND type = 'verse' ORDER BY random() LIMIT 1000) v;
      INSERT INTO flashcard_decks (id, user_id, name, description, created_at)
      SELECT md5('bench-deck-' || u || '-' || d)::uuid, md5('bench-user-' || u)::uuid, 'Deck ' || d, '', now() - d * interval '1 day'
      FROM generate_series(1, ${n.users}) u, generate_series(1, ${n.decksPerUser}) d;
      INSERT INTO flashcards (id, deck_id, user_id, flashcard_type, book, chapter, verse_from, created_at)
      SELECT md5('bench-card-' || u || '-' || d || '-' || c)::uuid, md5('bench-deck-' || u || '-' || d)::uuid,
             md5('bench-user-' || u)::uuid,
             (ARRAY['verse_to_text', 'text_to_verse', 'first_letters', 'cloze'])[1 + (c % 4)],
             v.book, v.chapter, v.verse, now() - (c + d) * interval '1 day'
      FROM generate_series(1, ${n.users}) u, generate_series(1, ${n.decksPerUser}) d, generate_series(1, ${n.cardsPerDeck}) c
      JOIN bench_verses v ON v.i = 1 + (c * 97) % 1000`],
    ['review states', `
      INSERT INTO flashcard_reviews (flashcard_id, user_id, difficulty, stability, retrievability, next_review_date,
                                     review_count, last_reviewed_at)
      SELECT f.id, f.user_id, 5, 3, 0.9, current_date + (floor(random() * 40)::int - 10), 1 + floor(random() * 10)::int,
             now() - floor(random() * 30) * interval '1 day'
      FROM flashcards f WHERE f.deck_id IN (SELECT id FROM flashcard_decks WHERE name LIKE 'Deck %')
      ON CONFLICT DO NOTHING`],
    ['review log', `
      INSERT INTO flashcard_review_log (user_id, flashcard_id, rating, reviewed_at)
      SELECT md5('bench-user-' || u)::uuid, md5('bench-card-' || u || '-' || (1 + r % 2) || '-' || (1 + r % 10))::uuid,
             1 + (r % 4), now() - random() * interval '365 days'
      FROM generate_series(1, ${n.users}) u, generate_series(1, ${n.reviewLogPerUser}) r`],
    ['indexes', 'RESET session_replication_role'],
    ['analyze', 'VACUUM ANALYZE'],
  ];
}

// The big tables' secondary indexes (not those behind primary keys or unique constraints, which the
// inserts rely on) are dropped before the load and built again after it: one sort instead of a million
// random index insertions.
const BULK_TABLES = ['episode_transcript_segments', 'flashcard_review_log', 'user_episode_progress', 'user_episode_data', 'flashcards'];

async function dropSecondaryIndexes(client) {
  const { rows } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname = ANY($1) AND NOT i.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [BULK_TABLES],
  );
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  return rows.map((r) => r.def);
}

/** Runs every statement on a pg client; `log` gets one line per step with its time. */
export async function seedLargeDataset(client, { scale = 1, log = console.log } = {}) {
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'bench-user-%'`);
  if (rows[0].n > 0) throw new Error('This database already holds the benchmark dataset; the bench seeds a fresh one.');
  const indexes = await dropSecondaryIndexes(client);
  for (const [name, sql] of seedStatements(scale)) {
    const started = performance.now();
    await client.query(sql);
    if (name === 'indexes') {
      await client.query(`SET maintenance_work_mem = '256MB'`);
      for (const def of indexes) await client.query(def);
    }
    log(`  seeded ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
