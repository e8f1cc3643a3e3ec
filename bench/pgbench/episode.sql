-- GET /api/episodes/:id (signed in): the episode with its podcast, its series, whether it has a transcript (one statement).
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
\set e random(1, {{EPISODES}})
SELECT e.*, p.*,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name), '[]'::json)
   FROM series_episodes se JOIN podcast_series_config c ON c.id = se.series_id WHERE se.episode_id = e.id) AS series,
  EXISTS (SELECT 1 FROM episode_transcript_segments t WHERE t.episode_id = e.id) AS has_transcript
FROM podcast_episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE e.id = 'bench-ep-' || :e LIMIT 1;
