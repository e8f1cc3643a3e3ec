-- GET /api/dashboard: counts, the latest listen and its series, streak activity, home topics and the user's progress in the
-- latest series, in one statement. The series itself (its podcast and published episodes) is catalogue content the API
-- keeps in memory until the catalogue changes (db/catalog-changes.ts): read once per series, left out here.
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
SELECT
  (SELECT count(*)::int FROM user_episode_progress WHERE user_id = md5('bench-user-' || :u)::uuid) AS total_progress,
  (SELECT count(*)::int FROM user_series_subscriptions WHERE user_id = md5('bench-user-' || :u)::uuid) AS subscription_count,
  l.episode_id, l.last_listened_at, l.name, l.internal_name,
  CASE WHEN l.episode_id IS NOT NULL THEN l.series_id ELSE ls.subscribed_series_id END AS card_series_id,
  (SELECT coalesce(json_agg(day.local), '[]'::json) FROM (
     SELECT (reviewed_at AT TIME ZONE 'UTC')::date AS local FROM flashcard_review_log
     WHERE user_id = md5('bench-user-' || :u)::uuid AND reviewed_at >= now() - interval '368 days'
     GROUP BY local) AS day) AS review_days,
  (SELECT coalesce(json_agg(day.local), '[]'::json) FROM (
     SELECT (last_listened_at AT TIME ZONE 'UTC')::date AS local FROM user_episode_progress
     WHERE user_id = md5('bench-user-' || :u)::uuid AND progress >= 90 AND last_listened_at >= now() - interval '368 days'
     GROUP BY local) AS day) AS completed_listen_days,
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'shortDescription', t.short_description,
     'imageUrl', t.image_url, 'topicType', t.topic_type, 'isPremium', t.is_premium) ORDER BY t.name), '[]'::json)
   FROM (SELECT id, name, short_description, image_url, topic_type, is_premium FROM topics ORDER BY name LIMIT 3) t) AS topics,
  (SELECT coalesce(json_agg(json_build_array(up.episode_id, up.progress)), '[]'::json)
   FROM series_episodes se JOIN user_episode_progress up ON up.episode_id = se.episode_id
   WHERE se.series_id = CASE WHEN l.episode_id IS NOT NULL THEN l.series_id ELSE ls.subscribed_series_id END
     AND up.user_id = md5('bench-user-' || :u)::uuid) AS card_progress
FROM users u
LEFT JOIN LATERAL (
  SELECT up.episode_id, up.last_listened_at, p.name, p.internal_name,
    (SELECT se.series_id FROM series_episodes se WHERE se.episode_id = up.episode_id ORDER BY se.series_id LIMIT 1) AS series_id
  FROM (SELECT episode_id, last_listened_at FROM user_episode_progress WHERE user_id = md5('bench-user-' || :u)::uuid
        ORDER BY last_listened_at DESC LIMIT 1) up
  JOIN podcast_episodes e ON e.id = up.episode_id JOIN podcasts p ON p.id = e.podcast_id
) l ON true
LEFT JOIN LATERAL (
  SELECT series_id AS subscribed_series_id FROM user_series_subscriptions
  WHERE user_id = md5('bench-user-' || :u)::uuid ORDER BY created_at DESC LIMIT 1
) ls ON true
WHERE u.id = md5('bench-user-' || :u)::uuid;
