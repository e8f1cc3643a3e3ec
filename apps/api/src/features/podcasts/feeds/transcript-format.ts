// Podcasting 2.0 <podcast:transcript>: which format a link is, and which of several links to use.

export type TranscriptFormat = 'json' | 'vtt' | 'srt' | 'html' | 'text';

const BY_TYPE: Record<string, TranscriptFormat> = {
  'application/json': 'json',
  'application/json+transcript': 'json',
  'text/vtt': 'vtt',
  'text/webvtt': 'vtt',
  'application/x-subrip': 'srt',
  'application/srt': 'srt',
  'text/srt': 'srt',
  'text/x-srt': 'srt',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
};
const BY_EXTENSION: Record<string, TranscriptFormat> = { json: 'json', vtt: 'vtt', srt: 'srt', html: 'html', htm: 'html', txt: 'text' };

export function transcriptFormat(type: string | undefined, url: string): TranscriptFormat | null {
  const byType = BY_TYPE[(type ?? '').split(';')[0]!.trim().toLowerCase()];
  if (byType) return byType;
  const ext = /\.([a-z]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return ext ? (BY_EXTENSION[ext] ?? null) : null;
}

// Timed formats first: they let the page jump to a moment and search quote the right passage.
const PREFERENCE: TranscriptFormat[] = ['json', 'vtt', 'srt', 'html', 'text'];

export interface TranscriptLink {
  url: string;
  format: TranscriptFormat;
}

/** The best transcript among an episode's links, or null when none is in a format we read. */
export function pickTranscript(links: { url?: string; type?: string }[]): TranscriptLink | null {
  const known = links
    .filter((l): l is { url: string; type?: string } => Boolean(l.url))
    .map((l) => ({ url: l.url, format: transcriptFormat(l.type, l.url) }))
    .filter((l): l is TranscriptLink => l.format !== null);
  known.sort((a, b) => PREFERENCE.indexOf(a.format) - PREFERENCE.indexOf(b.format));
  return known[0] ?? null;
}
