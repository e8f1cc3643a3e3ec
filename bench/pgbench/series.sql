-- GET /api/series/:id (signed in): the series, its episodes with the user's progress as the answer's JSON text, its recaps (one statement).
-- (The date format's colons are written \x3A: pgbench would read ':MI' as a variable.)
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
\set k 1 + (:u - 1) % {{SERIES}}
SELECT c.id, c.name, c.series_prefix, c.description, c.start_date, c.end_date, c.allow_full_transcript, c.final_reflection_prompt,
  p.id, p.name, p.slug, p.artwork_url, p.status, pe.episode_list, pe.episode_count, pe.latest_episode_id,
  (SELECT coalesce(json_agg(json_build_object('recapId', r.recap_id, 'title', r.title) ORDER BY r.created_at DESC), '[]'::json)
   FROM recaps r WHERE r.series_prefix = c.series_prefix) AS recaps
FROM podcast_series_config c JOIN podcasts p ON p.id = c.podcast_id
LEFT JOIN LATERAL (
  SELECT coalesce(json_agg((SELECT episode FROM (SELECT e.id AS "id", e.title AS "title", e.summary AS "summary",
      e.audio_url AS "audioUrl", e.image_url AS "imageUrl", e.duration_seconds AS "durationSeconds",
      to_char(e.pubdate AT TIME ZONE 'UTC', E'YYYY-MM-DD"T"HH24\x3AMI\x3ASS.MS"Z"') AS "pubdate", up.progress AS "progress",
      CASE WHEN md5('bench-user-' || :u)::uuid IS NULL THEN NULL
        WHEN up.progress IS NULL OR up.progress <= 0 THEN 'not_started' WHEN up.progress >= 90 THEN 'complete' ELSE 'in_progress' END
        AS "progressState") AS episode) ORDER BY e.pubdate, e.id)::text, '[]') AS episode_list,
    count(*)::int AS episode_count,
    (array_agg(e.id ORDER BY e.pubdate DESC, e.id DESC))[1] AS latest_episode_id
  FROM series_episodes se JOIN podcast_episodes e ON e.id = se.episode_id
  LEFT JOIN user_episode_progress up ON up.episode_id = e.id AND up.user_id = md5('bench-user-' || :u)::uuid
  WHERE se.series_id = c.id AND e.status = 'published'
) pe ON true
WHERE c.id = 'bench-series-' || :k LIMIT 1;
