-- GET /api/series/:id (signed in): the series, its episodes with the user's progress, its recaps.
-- The session lookup every signed-in request makes (better-auth: session by token, then its user).
\set u random(1, {{USERS}})
SELECT id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id FROM sessions WHERE token = 'bench-session-' || :u;
SELECT id, name, email, email_verified, image, first_name, last_name, is_admin, supporter_since, supporter_until, stripe_customer_id, preferred_bible_translation, timezone, created_at, updated_at FROM users WHERE id = md5('bench-user-' || :u)::uuid;
\set k 1 + (:u - 1) % {{SERIES}}
SELECT c.id, c.name, c.series_prefix, c.description, c.start_date, c.end_date, c.allow_full_transcript, c.final_reflection_prompt,
  (SELECT count(*)::int FROM series_episodes se JOIN podcast_episodes e ON e.id = se.episode_id
   WHERE se.series_id = c.id AND e.status = 'published') AS episode_count,
  p.id, p.name, p.slug, p.artwork_url, p.status
FROM podcast_series_config c JOIN podcasts p ON p.id = c.podcast_id WHERE c.id = 'bench-series-' || :k LIMIT 1;
SELECT e.id, e.title, e.summary, e.pubdate, e.duration_seconds, e.audio_url, e.image_url, up.progress
FROM series_episodes se JOIN podcast_episodes e ON e.id = se.episode_id
LEFT JOIN user_episode_progress up ON up.episode_id = e.id AND up.user_id = md5('bench-user-' || :u)::uuid
WHERE se.series_id = 'bench-series-' || :k AND e.status = 'published' ORDER BY e.pubdate, e.id;
SELECT recap_id, title FROM recaps WHERE series_prefix = 'bench_series_' || :k ORDER BY created_at DESC;
