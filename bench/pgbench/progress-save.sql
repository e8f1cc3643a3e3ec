-- PUT /api/progress/:episodeId: in one transaction, the episode, the user's row (locked), its update.
-- The session lookup every signed-in request makes (better-auth: session by token, then its user).
\set u random(1, {{USERS}})
SELECT id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id FROM sessions WHERE token = 'bench-session-' || :u;
SELECT id, name, email, email_verified, image, first_name, last_name, is_admin, supporter_since, supporter_until, stripe_customer_id, preferred_bible_translation, timezone, created_at, updated_at FROM users WHERE id = md5('bench-user-' || :u)::uuid;
\set e ((1 + (:u - 1) % {{SERIES}}) - 1) * 20 + random(1, 20)
\set p 5 * random(1, 19)
BEGIN;
SELECT id, duration_seconds FROM podcast_episodes WHERE id = 'bench-ep-' || :e AND status = 'published' LIMIT 1;
SELECT * FROM user_episode_progress WHERE user_id = md5('bench-user-' || :u)::uuid AND episode_id = 'bench-ep-' || :e FOR UPDATE;
UPDATE user_episode_progress SET progress = greatest(progress, :p), position_seconds = :p * 18, last_listened_at = now(), updated_at = now()
WHERE user_id = md5('bench-user-' || :u)::uuid AND episode_id = 'bench-ep-' || :e RETURNING *;
COMMIT;
