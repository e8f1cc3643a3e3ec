-- GET /api/episodes/:id (signed in): the episode with its podcast, its series, whether it has a transcript.
-- The session lookup every signed-in request makes (better-auth: session by token, then its user).
\set u random(1, {{USERS}})
SELECT id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id FROM sessions WHERE token = 'bench-session-' || :u;
SELECT id, name, email, email_verified, image, first_name, last_name, is_admin, supporter_since, supporter_until, stripe_customer_id, preferred_bible_translation, timezone, created_at, updated_at FROM users WHERE id = md5('bench-user-' || :u)::uuid;
\set e random(1, {{EPISODES}})
SELECT e.*, p.* FROM podcast_episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE e.id = 'bench-ep-' || :e LIMIT 1;
SELECT c.id, c.name FROM series_episodes se JOIN podcast_series_config c ON c.id = se.series_id
WHERE se.episode_id = 'bench-ep-' || :e ORDER BY c.name;
SELECT count(*)::int FROM episode_transcript_segments WHERE episode_id = 'bench-ep-' || :e;
