-- GET /api/series/:id (signed in): the user's progress on the series' episodes as [episode, progress] pairs. The series
-- itself (its podcast, published episodes and recaps) is catalogue content the API keeps in memory until the catalogue
-- changes (db/catalog-changes.ts): read once per series, left out here.
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
\set k 1 + (:u - 1) % {{SERIES}}
SELECT (SELECT coalesce(json_agg(json_build_array(up.episode_id, up.progress)), '[]'::json)
  FROM series_episodes se JOIN user_episode_progress up ON up.episode_id = se.episode_id
  WHERE se.series_id = 'bench-series-' || :k AND up.user_id = md5('bench-user-' || :u)::uuid) AS pairs;
