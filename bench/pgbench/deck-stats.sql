-- GET /api/flashcards/decks: the user's decks, each with the review state of its cards (one statement: the user's cards
-- and their reviews read once, each from its owner's index range, grouped by deck).
-- The session check every signed-in request makes (features/auth/session-lookup.ts: session and user in one query).
\set u random(1, {{USERS}})
SELECT s.expires_at, u.id, u.email, u.email_verified, u.first_name, u.last_name, u.is_admin, u.supporter_since, u.supporter_until, u.preferred_bible_translation, u.timezone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = 'bench-session-' || :u;
SELECT d.id, d.name, d.description, d.created_at, coalesce(c.cards, '[]'::json) AS cards
FROM flashcard_decks d LEFT JOIN (
  SELECT f.deck_id, json_agg(json_build_object('nextReviewDate', r.next_review_date, 'reviewCount', r.review_count, 'difficulty', r.difficulty)) AS cards
  FROM flashcards f JOIN flashcard_reviews r ON r.flashcard_id = f.id
  WHERE f.user_id = md5('bench-user-' || :u)::uuid AND r.user_id = md5('bench-user-' || :u)::uuid
  GROUP BY f.deck_id) c ON c.deck_id = d.id
WHERE d.user_id = md5('bench-user-' || :u)::uuid
ORDER BY d.created_at DESC, d.id DESC;
