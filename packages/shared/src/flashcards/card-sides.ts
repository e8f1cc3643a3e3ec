// A card's two sides, drawn from its reference and text: the prompt each type asks (card-types.ts) and the
// answer, which always shows the reference and the full text. Only the study screen draws them (issue 13:
// kept apart from the type list, which many pages load, so only the study page's chunk carries them).
import { FLASHCARD_TYPE_INFO, type FlashcardType } from './card-types';

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

// Bible text in English is ASCII apart from typographic quotes and dashes. For such text the prompts come
// from one scan of character codes; Unicode-class regexes for every word cost 8–12 µs a card, a tenth of a
// due-cards request (issue 13). Any other text takes the general definitions, which say what the prompts
// are; a property test holds the scans equal to them.
const SIMPLE_TEXT = /^[\t\n\v\f\r -~‘’“”–—]*$/; // printable ASCII, whitespace, quotes and dashes

/** JavaScript's \s among ASCII: tab, line feed, vertical tab, form feed, carriage return, space. */
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);
const isAsciiLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;
const isAsciiLetterOrDigit = (code: number) => isAsciiLetter(code) || (code >= 48 && code <= 57);
/** A word's letters with the apostrophes and hyphens inside it: [\p{L}\p{N}'’-] in simple text. */
const isWordRun = (code: number) => isAsciiLetterOrDigit(code) || code === 39 || code === 0x2019 || code === 45;

/** The [start, end) spans of the words (runs without whitespace) of simple text. */
function wordSpans(text: string, each: (start: number, end: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const start = i;
    while (i < n && !isSpace(text.charCodeAt(i))) i++;
    if (i > start) each(start, i);
  }
}

/** The general definition of firstLetters, for any text. Exported for the test that compares the two. */
export function firstLettersOfAnyText(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const match = /^([^\p{L}\p{N}]*)([\p{L}\p{N}])[\p{L}\p{N}'’-]*(.*)$/u.exec(word);
      return match ? `${match[1]}${match[2]}${match[3]}` : word;
    })
    .join(' ');
}

/** 'For God so loved the world,' -> 'F G s l t w,': leading and trailing punctuation kept as cues. */
export function firstLetters(text: string): string {
  if (!SIMPLE_TEXT.test(text)) return firstLettersOfAnyText(text);
  let cues = '';
  wordSpans(text, (start, end) => {
    if (cues) cues += ' ';
    let first = start;
    while (first < end && !isAsciiLetterOrDigit(text.charCodeAt(first))) first++;
    if (first === end) return void (cues += text.slice(start, end));
    let rest = first + 1;
    while (rest < end && isWordRun(text.charCodeAt(rest))) rest++;
    cues += text.slice(start, first + 1) + text.slice(rest, end);
  });
  return cues;
}

export const CLOZE_BLANK = '_____';

/** Small stable hash, so one card always hides the same words while different cards differ. */
function hash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The general definition of clozeText, for any text. Exported for the test that compares the two. */
export function clozeTextOfAnyText(text: string, seed: string): string {
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

/** Hides every third word of four or more letters (at least one word), starting at a seed-chosen offset. */
export function clozeText(text: string, seed: string): string {
  if (!SIMPLE_TEXT.test(text)) return clozeTextOfAnyText(text, seed);
  const candidates: number[] = []; // start and end of each word with four or more letters
  wordSpans(text, (start, end) => {
    let letters = 0;
    for (let i = start; i < end && letters < 4; i++) if (isAsciiLetter(text.charCodeAt(i))) letters++;
    if (letters >= 4) candidates.push(start, end);
  });
  const count = candidates.length / 2;
  if (count === 0) return text;
  const offset = hash(seed) % Math.min(3, count);
  let hidden = '';
  let copied = 0;
  for (let k = offset; k < count; k += 3) {
    const end = candidates[2 * k + 1]!;
    let run = candidates[2 * k]!;
    while (!isWordRun(text.charCodeAt(run))) run++; // a word with letters has a run
    let runEnd = run + 1;
    while (runEnd < end && isWordRun(text.charCodeAt(runEnd))) runEnd++;
    hidden += text.slice(copied, run) + CLOZE_BLANK;
    copied = runEnd;
  }
  return hidden + text.slice(copied);
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
