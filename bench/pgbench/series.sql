-- GET /api/series/:id (signed in): the series, its episodes with the user's progress, its recaps (one statement).
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
\set k 1 + (:u - 1) % {{SERIES}}
SELECT c.id, c.name, c.series_prefix, c.description, c.start_date, c.end_date, c.allow_full_transcript, c.final_reflection_prompt,
  p.id, p.name, p.slug, p.artwork_url, p.status,
  (SELECT coalesce(json_agg(json_build_object('id', e.id, 'title', e.title, 'summary', e.summary, 'pubdate', e.pubdate,
     'durationSeconds', e.duration_seconds, 'audioUrl', e.audio_url, 'imageUrl', e.image_url, 'progress', up.progress) ORDER BY e.pubdate, e.id), '[]'::json)
   FROM series_episodes se JOIN podcast_episodes e ON e.id = se.episode_id
   LEFT JOIN user_episode_progress up ON up.episode_id = e.id AND up.user_id = md5('bench-user-' || :u)::uuid
   WHERE se.series_id = c.id AND e.status = 'published') AS episodes,
  (SELECT coalesce(json_agg(json_build_object('recapId', r.recap_id, 'title', r.title) ORDER BY r.created_at DESC), '[]'::json)
   FROM recaps r WHERE r.series_prefix = c.series_prefix) AS recaps
FROM podcast_series_config c JOIN podcasts p ON p.id = c.podcast_id WHERE c.id = 'bench-series-' || :k LIMIT 1;
