-- POST /api/search/summary (a supporter): ranked passages by full-text search, then the verses they name.
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u 2 * random(1, {{USERS}} / 2)
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
\set s1 random(1, {{SUBJECT_COUNT}})
\set s2 random(1, {{SUBJECT_COUNT}})
WITH l AS (SELECT unnest(tsvector_to_array(to_tsvector('english', ({{SUBJECTS}}[:s1] || ' and ' || {{SUBJECTS}}[:s2])::text))) AS lexeme),
    t AS (
      -- Each stem also matches as a prefix, so 'anxiety' (anxieti) finds 'anxious' and 'prayer' finds 'praying'.
      SELECT lexeme, quote_literal(lexeme) || CASE
          WHEN lexeme ~ 'i$' AND length(lexeme) >= 5 THEN ' | ' || quote_literal(left(lexeme, 4)) || ':*'
          WHEN length(lexeme) >= 6 THEN ' | ' || quote_literal(left(lexeme, 5)) || ':*'
          ELSE '' END AS term
      FROM l
    ),
    q AS (
      SELECT coalesce(string_agg('(' || term || ')', ' | '), '')::tsquery AS query,
             -- Phase one's AND takes the exact stems: a prefix (':*') makes the GIN index collect every
             -- posting of every word it starts, where exact stems let it skip through the rarest one
             -- (issue 13: the statement's throughput +38%). Prefix-only matches come in phase two.
             coalesce(string_agg(quote_literal(lexeme), ' & '), '')::tsquery AS every,
             -- Phase two: any two of three or more stems (NULL with fewer terms: phase one covers it).
             CASE WHEN count(*) >= 3 THEN (
               SELECT string_agg('(' || quote_literal(a.lexeme) || ' & ' || quote_literal(b.lexeme) || ')', ' | ')
               FROM t a JOIN t b ON a.lexeme < b.lexeme)::tsquery END AS pairs,
             coalesce(array_agg(term), '{}') AS terms, coalesce(array_agg(lexeme), '{}') AS lexemes
      FROM t
    ),
    segments_every AS MATERIALIZED (
      SELECT 'segment:' || e.id || ':' || episode_transcript_segments.position AS id, e.id AS parent_id,
            e.title AS parent_title, 'episode' AS parent_type, episode_transcript_segments.text AS body,
            episode_transcript_segments.start_seconds, NULL::jsonb AS listed, "episode_transcript_segments"."search_vector" AS vec FROM episode_transcript_segments JOIN podcast_episodes e ON e.id = episode_transcript_segments.episode_id
            JOIN podcasts p ON p.id = e.podcast_id, q WHERE e.status = 'published' AND p.status = 'active' AND "episode_transcript_segments"."search_vector" @@ q.every LIMIT 120),
    segments_pairs AS MATERIALIZED (
      SELECT 'segment:' || e.id || ':' || episode_transcript_segments.position AS id, e.id AS parent_id,
            e.title AS parent_title, 'episode' AS parent_type, episode_transcript_segments.text AS body,
            episode_transcript_segments.start_seconds, NULL::jsonb AS listed, "episode_transcript_segments"."search_vector" AS vec FROM episode_transcript_segments JOIN podcast_episodes e ON e.id = episode_transcript_segments.episode_id
            JOIN podcasts p ON p.id = e.podcast_id, q WHERE (SELECT count(*) FROM segments_every) < 12 AND q.pairs IS NOT NULL
        AND e.status = 'published' AND p.status = 'active' AND "episode_transcript_segments"."search_vector" @@ q.pairs AND NOT ("episode_transcript_segments"."search_vector" @@ q.every) LIMIT 120),
episodes_every AS MATERIALIZED (
      SELECT 'episode:' || podcast_episodes.id AS id, podcast_episodes.id AS parent_id, podcast_episodes.title AS parent_title,
            'episode' AS parent_type, podcast_episodes.summary AS body, NULL::real AS start_seconds, podcast_episodes.outline AS listed, "podcast_episodes"."search_vector" AS vec FROM podcast_episodes JOIN podcasts p ON p.id = podcast_episodes.podcast_id, q WHERE podcast_episodes.status = 'published' AND p.status = 'active' AND "podcast_episodes"."search_vector" @@ q.every LIMIT 120),
    episodes_pairs AS MATERIALIZED (
      SELECT 'episode:' || podcast_episodes.id AS id, podcast_episodes.id AS parent_id, podcast_episodes.title AS parent_title,
            'episode' AS parent_type, podcast_episodes.summary AS body, NULL::real AS start_seconds, podcast_episodes.outline AS listed, "podcast_episodes"."search_vector" AS vec FROM podcast_episodes JOIN podcasts p ON p.id = podcast_episodes.podcast_id, q WHERE (SELECT count(*) FROM episodes_every) < 12 AND q.pairs IS NOT NULL
        AND podcast_episodes.status = 'published' AND p.status = 'active' AND "podcast_episodes"."search_vector" @@ q.pairs AND NOT ("podcast_episodes"."search_vector" @@ q.every) LIMIT 120),
recaps_every AS MATERIALIZED (
      SELECT 'recap:' || recaps.recap_id AS id, recaps.recap_id AS parent_id, recaps.title AS parent_title,
            'recap' AS parent_type, recaps.body AS body, NULL::real AS start_seconds, recaps.key_verses AS listed, "recaps"."search_vector" AS vec FROM recaps, q WHERE TRUE AND "recaps"."search_vector" @@ q.every LIMIT 120),
    recaps_pairs AS MATERIALIZED (
      SELECT 'recap:' || recaps.recap_id AS id, recaps.recap_id AS parent_id, recaps.title AS parent_title,
            'recap' AS parent_type, recaps.body AS body, NULL::real AS start_seconds, recaps.key_verses AS listed, "recaps"."search_vector" AS vec FROM recaps, q WHERE (SELECT count(*) FROM recaps_every) < 12 AND q.pairs IS NOT NULL
        AND TRUE AND "recaps"."search_vector" @@ q.pairs AND NOT ("recaps"."search_vector" @@ q.every) LIMIT 120),
topics_every AS MATERIALIZED (
      SELECT 'topic:' || topics.id AS id, topics.id AS parent_id, topics.name AS parent_title, 'topic' AS parent_type,
            topics.description AS body, NULL::real AS start_seconds, topics.verses AS listed, "topics"."search_vector" AS vec FROM topics, q WHERE TRUE AND "topics"."search_vector" @@ q.every LIMIT 120),
    topics_pairs AS MATERIALIZED (
      SELECT 'topic:' || topics.id AS id, topics.id AS parent_id, topics.name AS parent_title, 'topic' AS parent_type,
            topics.description AS body, NULL::real AS start_seconds, topics.verses AS listed, "topics"."search_vector" AS vec FROM topics, q WHERE (SELECT count(*) FROM topics_every) < 12 AND q.pairs IS NOT NULL
        AND TRUE AND "topics"."search_vector" @@ q.pairs AND NOT ("topics"."search_vector" @@ q.every) LIMIT 120)
    SELECT s.*, q.lexemes FROM (
      (SELECT c.id, c.parent_id, c.parent_title, c.parent_type, c.body, c.start_seconds, c.listed, c.rank,
      (SELECT count(*) FROM unnest(q.terms) term WHERE c.vec @@ term::tsquery)::int AS matched
    FROM (
      SELECT m.*, ts_rank(m.vec, q.query, 1) AS rank FROM (
        (SELECT * FROM segments_every)
        UNION ALL
        (SELECT * FROM segments_pairs)
        UNION ALL
        (SELECT 'segment:' || e.id || ':' || episode_transcript_segments.position AS id, e.id AS parent_id,
            e.title AS parent_title, 'episode' AS parent_type, episode_transcript_segments.text AS body,
            episode_transcript_segments.start_seconds, NULL::jsonb AS listed, "episode_transcript_segments"."search_vector" AS vec
         FROM episode_transcript_segments JOIN podcast_episodes e ON e.id = episode_transcript_segments.episode_id
            JOIN podcasts p ON p.id = e.podcast_id, q WHERE (SELECT count(*) FROM segments_every) + (SELECT count(*) FROM segments_pairs) < 12
           AND e.status = 'published' AND p.status = 'active' AND "episode_transcript_segments"."search_vector" @@ q.query AND NOT ("episode_transcript_segments"."search_vector" @@ coalesce(q.pairs, q.every)) LIMIT 120)
      ) m, q
      ORDER BY rank DESC LIMIT 12
    ) c, q)
      UNION ALL
(SELECT c.id, c.parent_id, c.parent_title, c.parent_type, c.body, c.start_seconds, c.listed, c.rank,
      (SELECT count(*) FROM unnest(q.terms) term WHERE c.vec @@ term::tsquery)::int AS matched
    FROM (
      SELECT m.*, ts_rank(m.vec, q.query, 1) AS rank FROM (
        (SELECT * FROM episodes_every)
        UNION ALL
        (SELECT * FROM episodes_pairs)
        UNION ALL
        (SELECT 'episode:' || podcast_episodes.id AS id, podcast_episodes.id AS parent_id, podcast_episodes.title AS parent_title,
            'episode' AS parent_type, podcast_episodes.summary AS body, NULL::real AS start_seconds, podcast_episodes.outline AS listed, "podcast_episodes"."search_vector" AS vec
         FROM podcast_episodes JOIN podcasts p ON p.id = podcast_episodes.podcast_id, q WHERE (SELECT count(*) FROM episodes_every) + (SELECT count(*) FROM episodes_pairs) < 12
           AND podcast_episodes.status = 'published' AND p.status = 'active' AND "podcast_episodes"."search_vector" @@ q.query AND NOT ("podcast_episodes"."search_vector" @@ coalesce(q.pairs, q.every)) LIMIT 120)
      ) m, q
      ORDER BY rank DESC LIMIT 12
    ) c, q)
      UNION ALL
(SELECT c.id, c.parent_id, c.parent_title, c.parent_type, c.body, c.start_seconds, c.listed, c.rank,
      (SELECT count(*) FROM unnest(q.terms) term WHERE c.vec @@ term::tsquery)::int AS matched
    FROM (
      SELECT m.*, ts_rank(m.vec, q.query, 1) AS rank FROM (
        (SELECT * FROM recaps_every)
        UNION ALL
        (SELECT * FROM recaps_pairs)
        UNION ALL
        (SELECT 'recap:' || recaps.recap_id AS id, recaps.recap_id AS parent_id, recaps.title AS parent_title,
            'recap' AS parent_type, recaps.body AS body, NULL::real AS start_seconds, recaps.key_verses AS listed, "recaps"."search_vector" AS vec
         FROM recaps, q WHERE (SELECT count(*) FROM recaps_every) + (SELECT count(*) FROM recaps_pairs) < 12
           AND TRUE AND "recaps"."search_vector" @@ q.query AND NOT ("recaps"."search_vector" @@ coalesce(q.pairs, q.every)) LIMIT 120)
      ) m, q
      ORDER BY rank DESC LIMIT 12
    ) c, q)
      UNION ALL
(SELECT c.id, c.parent_id, c.parent_title, c.parent_type, c.body, c.start_seconds, c.listed, c.rank,
      (SELECT count(*) FROM unnest(q.terms) term WHERE c.vec @@ term::tsquery)::int AS matched
    FROM (
      SELECT m.*, ts_rank(m.vec, q.query, 1) AS rank FROM (
        (SELECT * FROM topics_every)
        UNION ALL
        (SELECT * FROM topics_pairs)
        UNION ALL
        (SELECT 'topic:' || topics.id AS id, topics.id AS parent_id, topics.name AS parent_title, 'topic' AS parent_type,
            topics.description AS body, NULL::real AS start_seconds, topics.verses AS listed, "topics"."search_vector" AS vec
         FROM topics, q WHERE (SELECT count(*) FROM topics_every) + (SELECT count(*) FROM topics_pairs) < 12
           AND TRUE AND "topics"."search_vector" @@ q.query AND NOT ("topics"."search_vector" @@ coalesce(q.pairs, q.every)) LIMIT 120)
      ) m, q
      ORDER BY rank DESC LIMIT 12
    ) c, q)
    ) s, q;
SELECT book, chapter, verse, text FROM canonical_bible_elements WHERE translation = 'WEB' AND type = 'verse' AND (book, chapter, verse) IN (
  SELECT * FROM unnest(ARRAY[43]::smallint[], ARRAY[3]::smallint[], ARRAY[16]::smallint[]));
