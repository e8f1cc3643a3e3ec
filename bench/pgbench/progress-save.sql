-- PUT /api/progress/:episodeId: the episode with the user's row (one read), then its update only if the row's progress
-- is still the one read (no transaction: features/progress/progress.service.ts). pgbench cannot carry a value that may be
-- NULL to the next statement, so here the update compares progress with itself instead of with the one read.
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
\set e ((1 + (:u - 1) % {{SERIES}}) - 1) * 20 + random(1, 20)
\set p 5 * random(1, 19)
SELECT e.duration_seconds, up.* FROM podcast_episodes e
LEFT JOIN user_episode_progress up ON up.episode_id = e.id AND up.user_id = md5('bench-user-' || :u)::uuid
WHERE e.id = 'bench-ep-' || :e AND e.status = 'published' LIMIT 1;
UPDATE user_episode_progress SET progress = greatest(progress, :p), position_seconds = :p * 18, last_listened_at = now(), updated_at = now()
WHERE user_id = md5('bench-user-' || :u)::uuid AND episode_id = 'bench-ep-' || :e AND progress = progress RETURNING *;
