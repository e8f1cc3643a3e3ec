-- PUT /api/progress/:episodeId: in one transaction, the episode, the user's row (locked), its update.
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
\set e ((1 + (:u - 1) % {{SERIES}}) - 1) * 20 + random(1, 20)
\set p 5 * random(1, 19)
BEGIN;
SELECT id, duration_seconds FROM podcast_episodes WHERE id = 'bench-ep-' || :e AND status = 'published' LIMIT 1;
SELECT * FROM user_episode_progress WHERE user_id = md5('bench-user-' || :u)::uuid AND episode_id = 'bench-ep-' || :e FOR UPDATE;
UPDATE user_episode_progress SET progress = greatest(progress, :p), position_seconds = :p * 18, last_listened_at = now(), updated_at = now()
WHERE user_id = md5('bench-user-' || :u)::uuid AND episode_id = 'bench-ep-' || :e RETURNING *;
COMMIT;
