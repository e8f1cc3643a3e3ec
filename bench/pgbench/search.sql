-- GET /api/search?q&translation: the one keyword-search statement (episodes, topics, recaps, verses).
\set t random(1, 3)
\set q random(1, {{QUERY_COUNT}})
WITH head AS MATERIALIZED (
  SELECT book, chapter, verse, text FROM (
    SELECT book, chapter, verse, text FROM canonical_bible_elements
    WHERE translation = (ARRAY['WEB', 'KJV', 'ASV'])[:t] AND type = 'verse' ORDER BY book, chapter, verse LIMIT 1000
  ) opening WHERE text ILIKE '%' || {{QUERIES}}[:q] || '%' LIMIT 10
)
(SELECT 'episode' AS kind, e.id, e.title, e.summary AS body, NULL::int AS book, NULL::int AS chapter, NULL::int AS verse
 FROM podcast_episodes e JOIN podcasts p ON p.id = e.podcast_id
 WHERE e.status = 'published' AND p.status = 'active' AND (e.title ILIKE '%' || {{QUERIES}}[:q] || '%' OR e.summary ILIKE '%' || {{QUERIES}}[:q] || '%')
 ORDER BY (e.title ILIKE '%' || {{QUERIES}}[:q] || '%') DESC, e.pubdate DESC LIMIT 5)
UNION ALL
(SELECT 'topic', id, name, short_description, NULL::int AS book, NULL::int AS chapter, NULL::int AS verse FROM topics
 WHERE name ILIKE '%' || {{QUERIES}}[:q] || '%' ORDER BY sort_order, name LIMIT 5)
UNION ALL
(SELECT 'recap', recap_id, title, body, NULL::int AS book, NULL::int AS chapter, NULL::int AS verse FROM recaps
 WHERE title ILIKE '%' || {{QUERIES}}[:q] || '%' ORDER BY created_at DESC LIMIT 5)
UNION ALL
(SELECT 'bible_head', NULL, NULL, text, book::int, chapter::int, verse::int FROM head)
UNION ALL
(SELECT 'bible', NULL, NULL, text, book::int, chapter::int, verse::int FROM (
   SELECT book, chapter, verse, text FROM canonical_bible_elements
   WHERE translation = (ARRAY['WEB', 'KJV', 'ASV'])[:t] AND type = 'verse' AND text ILIKE '%' || {{QUERIES}}[:q] || '%' LIMIT 500
 ) m
 WHERE (SELECT count(*) FROM head) < 10
 ORDER BY book, chapter, verse LIMIT 10);
