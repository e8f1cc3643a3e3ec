// SPEC §1 tiers, feature for feature: the plan cards list exactly these.
export const FREE_PLAN_FEATURES = [
  'Discussion questions',
  'Notes with verse and theme detection',
  'Series learning with reflections',
  'Series completion certificate',
  '5 new flashcards per month with unlimited spaced-repetition review',
  'Data download',
  'Search over episode titles and names',
] as const;

export const SUPPORTER_PLAN_FEATURES = [
  'Everything in Free',
  'AI answers grounded in series content',
  'Cross references and custom verse links',
  'Unlimited flashcard creation',
  'Time-coded bookmarks',
  'A supporter badge on your certificate',
  'Full-text transcripts where a series permits them (otherwise snippets)',
] as const;
