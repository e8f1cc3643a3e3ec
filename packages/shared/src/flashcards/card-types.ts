// Card types (SPEC §3 flashcard_type: verse_to_text, text_to_verse, "others") and how each one asks.
// The answer side always shows the reference and the full text, so every type checks the same memory.

export const FLASHCARD_TYPES = ['verse_to_text', 'text_to_verse', 'first_letters', 'cloze'] as const;
export type FlashcardType = (typeof FLASHCARD_TYPES)[number];

export const FLASHCARD_TYPE_INFO: Record<
  FlashcardType,
  { label: string; description: string; instruction: string }
> = {
  verse_to_text: {
    label: 'Reference → Text',
    description: 'See the reference, recall the words.',
    instruction: 'Recall the text of this verse.',
  },
  text_to_verse: {
    label: 'Text → Reference',
    description: 'See the words, recall where they are found.',
    instruction: 'Which verse is this?',
  },
  first_letters: {
    label: 'First letters',
    description: 'Recite the verse from the first letter of each word.',
    instruction: 'Recite the verse from the first letter of each word.',
  },
  cloze: {
    label: 'Fill in the blanks',
    description: 'Some key words are hidden; fill them in.',
    instruction: 'Fill in the missing words.',
  },
};

export interface CardPrompt {
  instruction: string;
  /** Shown on the prompt side, or null when recalling it is the task. */
  reference: string | null;
  /** Text (or a cue derived from it) shown on the prompt side, or null. */
  text: string | null;
}

export interface CardSides {
  prompt: CardPrompt;
  answer: { reference: string; text: string };
}

/** 'For God so loved the world,' -> 'F G s l t w,': leading and trailing punctuation kept as cues. */
export function firstLetters(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const match = /^([^\p{L}\p{N}]*)([\p{L}\p{N}])[\p{L}\p{N}'’-]*(.*)$/u.exec(word);
      return match ? `${match[1]}${match[2]}${match[3]}` : word;
    })
    .join(' ');
}

export const CLOZE_BLANK = '_____';

/** Small stable hash, so one card always hides the same words while different cards differ. */
function hash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Hides every third word of four or more letters (at least one word), starting at a seed-chosen offset. */
export function clozeText(text: string, seed: string): string {
  const words = text.split(/(\s+)/);
  const candidates = words
    .map((w, i) => ({ i, letters: w.replace(/[^\p{L}]/gu, '').length }))
    .filter((c) => c.letters >= 4);
  if (candidates.length === 0) return text;
  const offset = hash(seed) % Math.min(3, candidates.length);
  candidates.forEach((c, k) => {
    if (k % 3 === offset) words[c.i] = (words[c.i] ?? '').replace(/[\p{L}\p{N}'’-]+/u, CLOZE_BLANK);
  });
  return words.join('');
}

/** Both sides of a card; `seed` (the card id) keeps cloze blanks stable between sessions. */
export function buildCardSides(options: {
  type: FlashcardType;
  reference: string;
  text: string;
  seed: string;
}): CardSides {
  const { type, reference, text, seed } = options;
  const { instruction } = FLASHCARD_TYPE_INFO[type];
  const answer = { reference, text };
  switch (type) {
    case 'verse_to_text':
      return { prompt: { instruction, reference, text: null }, answer };
    case 'text_to_verse':
      return { prompt: { instruction, reference: null, text }, answer };
    case 'first_letters':
      return { prompt: { instruction, reference, text: firstLetters(text) }, answer };
    case 'cloze':
      return { prompt: { instruction, reference, text: clozeText(text, seed) }, answer };
  }
}
