// Card types (SPEC §3 flashcard_type: verse_to_text, text_to_verse, "others") and how each one asks.
// The sides each type shows are drawn in card-sides.ts.

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
