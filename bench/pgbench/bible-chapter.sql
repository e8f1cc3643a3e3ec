-- GET /api/bible/:translation/:book/:chapter: one chapter's verses.
\set t random(1, 3)
\set b random(1, 66)
\set c random(1, 3)
SELECT verse, text, heading, paragraph_start, poetry FROM canonical_bible_elements
WHERE translation = (ARRAY['WEB', 'KJV', 'ASV'])[:t] AND book = :b AND chapter = :c AND type = 'verse' ORDER BY verse;
