-- GET /api/flashcards/decks: the user's settings, decks, and the review state of each card.
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
SELECT id, user_id, name, description, created_at, updated_at FROM flashcard_decks WHERE user_id = md5('bench-user-' || :u)::uuid
ORDER BY created_at DESC, id DESC;
SELECT f.deck_id, r.next_review_date, r.review_count, r.difficulty FROM flashcards f JOIN flashcard_reviews r ON r.flashcard_id = f.id
WHERE f.user_id = md5('bench-user-' || :u)::uuid;
