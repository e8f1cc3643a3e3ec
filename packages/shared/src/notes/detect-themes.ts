// Themes in a note: the topics whose name or keywords the note mentions, as whole words with the common
// English endings ('worry' also finds 'worries' and 'worried', 'forgive' finds 'forgiving').
export interface ThemeSource {
  id: string;
  name: string;
  keywords: readonly string[];
}

export interface DetectedTheme<T extends ThemeSource = ThemeSource> {
  topic: T;
  /** The topic's name or keywords that matched, in the topic's own spelling. */
  terms: string[];
  /** How many times the note mentions any of them. */
  mentions: number;
  /** Where the first mention starts, for a stable order. */
  firstIndex: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spellings a term may take in running text. */
function variants(term: string): string[] {
  const t = term.toLowerCase();
  const out = [t, `${t}s`, `${t}es`, `${t}ed`, `${t}d`, `${t}ing`, `${t}ful`, `${t}n`];
  if (t.endsWith('e')) out.push(`${t.slice(0, -1)}ing`);
  if (t.endsWith('y')) out.push(`${t.slice(0, -1)}ies`, `${t.slice(0, -1)}ied`);
  return out;
}

const patterns = new Map<string, RegExp>();
function patternFor(term: string): RegExp {
  let p = patterns.get(term);
  if (!p) {
    // Letters or digits on either side mean the term is part of another word ('rest' in 'interest').
    const alternatives = variants(term)
      .map(escape)
      .sort((a, b) => b.length - a.length)
      .join('|');
    p = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
    patterns.set(term, p);
  }
  return p;
}

/** Topics mentioned by the text, most mentioned first (ties: first mentioned first). */
export function detectThemes<T extends ThemeSource>(text: string, topics: readonly T[]): DetectedTheme<T>[] {
  const note = text.replace(/[\u2018\u2019]/g, "'");
  const found: DetectedTheme<T>[] = [];
  if (!note.trim()) return found;
  for (const topic of topics) {
    const terms: string[] = [];
    // Positions, not match counts: 'psalm' and 'psalms' both match the word 'psalms' once.
    const positions = new Set<number>();
    const seen = new Set<string>();
    for (const raw of [topic.name, ...topic.keywords]) {
      const term = raw.trim();
      if (!term || seen.has(term.toLowerCase())) continue;
      seen.add(term.toLowerCase());
      const matches = [...note.matchAll(patternFor(term))];
      if (!matches.length) continue;
      terms.push(term);
      for (const m of matches) positions.add(m.index);
    }
    if (terms.length)
      found.push({ topic, terms, mentions: positions.size, firstIndex: Math.min(...positions) });
  }
  return found.sort((a, b) => b.mentions - a.mentions || a.firstIndex - b.firstIndex);
}
