-- GET /api/flashcards/study: up to 100 due cards (one statement; the time zone and translation come with the session). Their verse
-- texts come from the chapters the API keeps in memory (features/bible/verse-texts.ts): read once per chapter, left out here.
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
-- Only a queue with nothing due sends one more statement, the next due date (16 of 10,000 bench users): left out here.
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
SELECT f.id, f.deck_id, d.name, f.flashcard_type, f.book, f.chapter, f.verse_from, f.verse_to, f.episode_id, f.clip_start_seconds, f.clip_end_seconds,
  r.next_review_date, r.review_count, r.last_reviewed_at
FROM flashcards f JOIN flashcard_reviews r ON r.flashcard_id = f.id JOIN flashcard_decks d ON d.id = f.deck_id
WHERE f.user_id = md5('bench-user-' || :u)::uuid AND r.user_id = md5('bench-user-' || :u)::uuid AND r.next_review_date <= current_date
ORDER BY r.next_review_date, f.created_at, f.id LIMIT 100;
