-- GET /api/flashcards/study: the user's settings, up to 100 due cards, their verse texts.
-- The session lookup every signed-in request makes (better-auth: session by token, then its user).
\set u random(1, {{USERS}})
SELECT id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id FROM sessions WHERE token = 'bench-session-' || :u;
SELECT id, name, email, email_verified, image, first_name, last_name, is_admin, supporter_since, supporter_until, stripe_customer_id, preferred_bible_translation, timezone, created_at, updated_at FROM users WHERE id = md5('bench-user-' || :u)::uuid;
SELECT timezone, preferred_bible_translation FROM users WHERE id = md5('bench-user-' || :u)::uuid;
SELECT f.id, f.deck_id, d.name, f.flashcard_type, f.book, f.chapter, f.verse_from, f.verse_to, r.next_review_date, r.review_count, r.last_reviewed_at
FROM flashcards f JOIN flashcard_reviews r ON r.flashcard_id = f.id JOIN flashcard_decks d ON d.id = f.deck_id
WHERE f.user_id = md5('bench-user-' || :u)::uuid AND r.next_review_date <= current_date
ORDER BY r.next_review_date, f.created_at, f.id LIMIT 100;
SELECT b.book, b.chapter, b.verse, b.text FROM canonical_bible_elements b
JOIN flashcards f ON b.translation = 'WEB' AND b.type = 'verse' AND b.book = f.book AND b.chapter = f.chapter AND b.verse = f.verse_from
WHERE f.user_id = md5('bench-user-' || :u)::uuid;
