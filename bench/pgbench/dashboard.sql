-- GET /api/dashboard: counts, the latest listen and its series, streak activity and the user's progress in the latest
-- series, in one statement that reads the user's progress records once (a WITH query used three times; the API's
-- statement writes no MATERIALIZED, which PostgreSQL implies for a WITH query used more than once). The series itself
-- (its podcast and published episodes), the last podcast's names and the home topics are catalogue content the API
-- keeps in memory until the catalogue changes (db/catalog-changes.ts): read once, left out here.
-- Streak days come from the user's newest 400 reviews; only a user with more in the window (none in the bench: 100 each)
-- sends one more statement for the earlier days (features/flashcards/review-days.ts): left out here.
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
WITH p AS MATERIALIZED (SELECT episode_id, progress, last_listened_at FROM user_episode_progress WHERE user_id = md5('bench-user-' || :u)::uuid)
SELECT
  pr.total_progress,
  (SELECT count(*)::int FROM user_series_subscriptions WHERE user_id = md5('bench-user-' || :u)::uuid) AS subscription_count,
  l.episode_id, l.last_listened_at,
  CASE WHEN l.episode_id IS NOT NULL THEN l.series_id ELSE ls.subscribed_series_id END AS card_series_id,
  (SELECT json_build_object('days', coalesce(json_agg(day.local), '[]'::json), 'reviews', coalesce(sum(day.reviews), 0)) FROM (
     SELECT ((newest.at AT TIME ZONE 'UTC')::date - DATE '1970-01-01') AS local, count(*) AS reviews FROM (
       SELECT reviewed_at AS at FROM flashcard_review_log
       WHERE user_id = md5('bench-user-' || :u)::uuid AND reviewed_at >= now() - interval '368 days'
       ORDER BY reviewed_at DESC NULLS LAST LIMIT 400) AS newest
     GROUP BY local) AS day) AS newest_review_days,
  pr.completed_listen_days,
  (SELECT coalesce(json_agg(json_build_array(up.episode_id, up.progress)), '[]'::json)
   FROM series_episodes se JOIN p up ON up.episode_id = se.episode_id
   WHERE se.series_id = CASE WHEN l.episode_id IS NOT NULL THEN l.series_id ELSE ls.subscribed_series_id END) AS card_progress
FROM users u
LEFT JOIN LATERAL (SELECT count(*)::int AS total_progress,
   coalesce(json_agg(DISTINCT ((last_listened_at AT TIME ZONE 'UTC')::date - DATE '1970-01-01')) FILTER (WHERE progress >= 90 AND last_listened_at >= now() - interval '368 days'), '[]'::json) AS completed_listen_days
   FROM p) pr ON true
LEFT JOIN LATERAL (
  SELECT up.episode_id, up.last_listened_at,
    (SELECT se.series_id FROM series_episodes se WHERE se.episode_id = up.episode_id ORDER BY se.series_id LIMIT 1) AS series_id
  FROM (SELECT episode_id, last_listened_at FROM p ORDER BY last_listened_at DESC LIMIT 1) up
) l ON true
LEFT JOIN LATERAL (
  SELECT series_id AS subscribed_series_id FROM user_series_subscriptions
  WHERE user_id = md5('bench-user-' || :u)::uuid ORDER BY created_at DESC LIMIT 1
) ls ON true
WHERE u.id = md5('bench-user-' || :u)::uuid;
