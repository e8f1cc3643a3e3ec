// Transcripts in the Podcasting 2.0 formats (JSON, WebVTT, SRT, HTML, plain text) to timed paragraphs.
import { parseText } from 'media-captions';
import { z } from 'zod';
import { htmlToMarkdown } from './html-to-markdown';
import { parseTimestamp } from './parse-chapters';
import type { TranscriptFormat } from './transcript-format';

export interface TranscriptSegment {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

interface Cue {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

const PARAGRAPH_CHARS = 400;
const MAX_SEGMENTS = 5000;

/**
 * Caption cues last a few seconds each; we store paragraphs (a change of speaker, a pause of more
 * than 2 s, or about 400 characters) so the page reads like text and search quotes whole thoughts.
 */
export function groupCues(cues: Cue[]): TranscriptSegment[] {
  const out: (TranscriptSegment & { speaker?: string })[] = [];
  for (const cue of cues) {
    const text = cue.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const last = out.at(-1);
    // Untimed text (all times 0) keeps its own paragraphs.
    const joins =
      last &&
      cue.end > 0 &&
      last.speaker === cue.speaker && cue.start - last.endSeconds <= 2 && last.text.length + text.length <= PARAGRAPH_CHARS;
    if (joins) {
      last.text = `${last.text} ${text}`;
      last.endSeconds = Math.max(last.endSeconds, cue.end);
    } else {
      const prefix = cue.speaker && cue.speaker !== last?.speaker ? `${cue.speaker}: ` : '';
      out.push({ startSeconds: cue.start, endSeconds: cue.end, text: prefix + text, speaker: cue.speaker });
    }
  }
  return out.slice(0, MAX_SEGMENTS).map(({ startSeconds, endSeconds, text }) => ({ startSeconds, endSeconds, text }));
}

const jsonTranscript = z.object({
  segments: z.array(
    z.looseObject({
      startTime: z.coerce.number().min(0),
      endTime: z.coerce.number().min(0).optional(),
      body: z.string(),
      speaker: z.string().optional(),
    }),
  ),
});

async function captionCues(text: string, type: 'vtt' | 'srt'): Promise<Cue[]> {
  const { cues } = await parseText(text, { type });
  return cues.map((c) => {
    const speaker = /<v(?:\.[\w.]+)?\s+([^>]+)>/.exec(c.text)?.[1]?.trim();
    // Cue text may carry voice, class and karaoke-timestamp tags; only the words are kept.
    const words = htmlToMarkdown(c.text.replace(/<\/?(?:v|c|i|b|u|ruby|rt|lang)\b[^>]*>|<\d[\d:.]*>/g, ''));
    return { start: c.startTime, end: c.endTime, text: words.replace(/[*=]{2}/g, ''), speaker };
  });
}

/** HTML transcripts: <time> marks (when present) time the paragraphs that follow them. */
function htmlCues(html: string): Cue[] {
  const cues: Cue[] = [];
  let time = 0;
  let speaker: string | undefined;
  for (const [, tag, inner] of html.matchAll(/<(time|cite|p)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = htmlToMarkdown(inner!).replace(/[*=]{2}/g, '');
    if (tag!.toLowerCase() === 'time') time = parseTimestamp(text) ?? time;
    else if (tag!.toLowerCase() === 'cite') speaker = text.replace(/:\s*$/, '') || undefined;
    else cues.push({ start: time, end: time, text, speaker });
  }
  if (cues.length) {
    // A paragraph ends where the next begins.
    cues.forEach((c, i) => (c.end = Math.max(c.start, cues[i + 1]?.start ?? c.start)));
    return cues;
  }
  return plainCues(htmlToMarkdown(html).replace(/[*=]{2}/g, ''));
}

function plainCues(text: string): Cue[] {
  const blocks = text.split(/\n\s*\n/).length > 1 ? text.split(/\n\s*\n/) : text.split('\n');
  return blocks.map((b) => ({ start: 0, end: 0, text: b }));
}

/** Parses a fetched transcript; an untimed one (plain text, HTML without <time>) has all times 0. */
export async function parseTranscript(text: string, format: TranscriptFormat): Promise<TranscriptSegment[]> {
  switch (format) {
    case 'json': {
      const parsed = jsonTranscript.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error('not a Podcasting 2.0 JSON transcript');
      return groupCues(
        parsed.data.segments.map((s) => ({ start: s.startTime, end: s.endTime ?? s.startTime, text: s.body, speaker: s.speaker })),
      );
    }
    case 'vtt':
    case 'srt':
      return groupCues(await captionCues(text, format));
    case 'html':
      return groupCues(htmlCues(text));
    case 'text':
      return groupCues(plainCues(text));
  }
}
