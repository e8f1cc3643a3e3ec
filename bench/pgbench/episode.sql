-- GET /api/episodes/:id (signed in): the episode with its podcast, its series, whether it has a transcript (one statement).
-- The columns the endpoint names (episodes.service.ts episodePageStatement): what the page answers with and the two statuses.
-- No session check: the session is read only for an episode hidden from the public (episodes.service.ts getEpisode).
\set e random(1, {{EPISODES}})
SELECT e.id, e.title, e.summary, e.pubdate, e.duration_seconds, e.image_url, e.audio_url, e.episode_number, e.season_number,
  p.id, p.name, p.slug, p.artwork_url,
  e.audio_type, e.outline, e.discussion_questions, e.reflection_prompt, e.chapters, e.status, p.status,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name), '[]'::json)
   FROM series_episodes se JOIN podcast_series_config c ON c.id = se.series_id WHERE se.episode_id = e.id) AS series,
  EXISTS (SELECT 1 FROM episode_transcript_segments t WHERE t.episode_id = e.id) AS has_transcript
FROM podcast_episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE e.id = 'bench-ep-' || :e LIMIT 1;
