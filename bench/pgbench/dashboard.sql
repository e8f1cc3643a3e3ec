-- GET /api/dashboard: time zone, counts, the latest listen, streak activity, home topics, the latest card.
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
SELECT count(*) FROM user_episode_progress WHERE user_id = md5('bench-user-' || :u)::uuid;
SELECT count(*) FROM user_series_subscriptions WHERE user_id = md5('bench-user-' || :u)::uuid;
SELECT up.episode_id, up.last_listened_at, p.name, p.internal_name FROM user_episode_progress up
JOIN podcast_episodes e ON e.id = up.episode_id JOIN podcasts p ON p.id = e.podcast_id
WHERE up.user_id = md5('bench-user-' || :u)::uuid ORDER BY up.last_listened_at DESC LIMIT 1;
SELECT max(reviewed_at) FROM flashcard_review_log WHERE user_id = md5('bench-user-' || :u)::uuid AND reviewed_at >= now() - interval '368 days'
GROUP BY (reviewed_at AT TIME ZONE 'UTC')::date;
SELECT max(last_listened_at) FROM user_episode_progress WHERE user_id = md5('bench-user-' || :u)::uuid AND progress >= 90
AND last_listened_at >= now() - interval '368 days' GROUP BY (last_listened_at AT TIME ZONE 'UTC')::date;
SELECT id, name, short_description, image_url, topic_type, is_premium FROM topics ORDER BY name LIMIT 3;
SELECT e.podcast_id, se.series_id FROM podcast_episodes e LEFT JOIN series_episodes se ON se.episode_id = e.id
WHERE e.id = 'bench-ep-' || (((:u - 1) % {{SERIES}}) * 20 + 1) ORDER BY se.series_id LIMIT 1;
SELECT e.id, e.title, e.summary, e.audio_url, e.image_url, e.duration_seconds, e.pubdate, up.progress
FROM series_episodes se JOIN podcast_episodes e ON e.id = se.episode_id
LEFT JOIN user_episode_progress up ON up.episode_id = e.id AND up.user_id = md5('bench-user-' || :u)::uuid
WHERE se.series_id = 'bench-series-' || (1 + (:u - 1) % {{SERIES}}) AND e.status = 'published' ORDER BY e.pubdate, e.id;
