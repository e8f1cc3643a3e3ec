-- GET /api/episodes/:id (signed in): the episode with its podcast, its series, whether it has a transcript (one statement).
-- The columns the endpoint names (episodes.service.ts episodePageStatement): not the search vector, about 1.4 KB a row.
-- No session check: the session is read only for an episode hidden from the public (episodes.service.ts getEpisode).
\set e random(1, {{EPISODES}})
SELECT e.id, e.podcast_id, e.guid, e.title, e.summary, e.audio_url, e.audio_type, e.image_url, e.duration_seconds, e.pubdate, e.status,
  e.episode_number, e.season_number, e.outline, e.discussion_questions, e.reflection_prompt, e.chapters, e.transcript_url, e.chapters_url,
  e.locked_fields, e.created_at, e.updated_at,
  p.id, p.name, p.internal_name, p.slug, p.description, p.author, p.artwork_url, p.status, p.podcast_order, p.feed_url, p.last_refreshed_at,
  p.created_at, p.updated_at,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name), '[]'::json)
   FROM series_episodes se JOIN podcast_series_config c ON c.id = se.series_id WHERE se.episode_id = e.id) AS series,
  EXISTS (SELECT 1 FROM episode_transcript_segments t WHERE t.episode_id = e.id) AS has_transcript
FROM podcast_episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE e.id = 'bench-ep-' || :e LIMIT 1;
