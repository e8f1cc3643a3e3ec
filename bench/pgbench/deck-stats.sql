-- GET /api/flashcards/decks: the user's settings, decks, and the review state of each card.
-- The session lookup every signed-in request makes (better-auth: session by token, then its user).
\set u random(1, {{USERS}})
SELECT id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id FROM sessions WHERE token = 'bench-session-' || :u;
SELECT id, name, email, email_verified, image, first_name, last_name, is_admin, supporter_since, supporter_until, stripe_customer_id, preferred_bible_translation, timezone, created_at, updated_at FROM users WHERE id = md5('bench-user-' || :u)::uuid;
SELECT timezone, preferred_bible_translation FROM users WHERE id = md5('bench-user-' || :u)::uuid;
SELECT id, user_id, name, description, created_at, updated_at FROM flashcard_decks WHERE user_id = md5('bench-user-' || :u)::uuid
ORDER BY created_at DESC, id DESC;
SELECT f.deck_id, r.next_review_date, r.review_count, r.difficulty FROM flashcards f JOIN flashcard_reviews r ON r.flashcard_id = f.id
WHERE f.user_id = md5('bench-user-' || :u)::uuid;
