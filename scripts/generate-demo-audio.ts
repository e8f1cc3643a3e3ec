/**
 * Generates the demo episodes' audio from their authored transcripts.
 *
 *   npx tsx scripts/generate-demo-audio.ts
 *
 * Needs espeak-ng, ffmpeg and ffprobe (Debian: apt-get install -y espeak-ng ffmpeg).
 * For each episode it speaks every transcript segment to WAV with espeak-ng, trims the segment's
 * leading/trailing silence, joins the segments with short pauses in PCM (so the timings are exact
 * sample counts, not estimates), and encodes one mono MP3:
 *   apps/api/assets/demo/audio/{episodeId}.mp3
 * It then writes apps/api/src/db/seed/demo/audio-timings.json:
 *   { [episodeId]: { durationSeconds, segments: [{ start, end }] } }   (seconds, 3 decimals)
 * Segment start/end bound the spoken words; the pauses between segments belong to neither.
 * Output is deterministic for the same espeak-ng/ffmpeg versions (bit-exact MP3, no metadata).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PODCASTS } from '../apps/api/src/db/seed/demo/content.js';
import type { DemoAudioTimings, DemoEpisode } from '../apps/api/src/db/seed/demo/types.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const AUDIO_DIR = join(ROOT, 'apps/api/assets/demo/audio');
const TIMINGS_PATH = join(ROOT, 'apps/api/src/db/seed/demo/audio-timings.json');

const SAMPLE_RATE = 22050; // espeak-ng's native rate; kept for the MP3 too
const BITRATE = '32k'; // clear speech at 22050 Hz mono; all demo audio together stays under 4 MB
const LEAD_IN_S = 0.3;
const PAUSE_S = 0.7;
const TAIL_S = 0.6;
const TRIM_THRESHOLD = 200; // |sample| below this counts as silence when trimming
const TRIM_MARGIN_S = 0.04;

/** A different voice per podcast, so the shows sound distinct. */
const VOICES: Record<string, { voice: string; speed: number; pitch: number }> = {
  'daily-scroll': { voice: 'en-us', speed: 165, pitch: 45 },
  'grace-notes': { voice: 'en-gb+f3', speed: 160, pitch: 50 },
  'quiet-hours': { voice: 'en-gb-x-rp', speed: 150, pitch: 40 },
};
const DEFAULT_VOICE = { voice: 'en-us', speed: 165, pitch: 50 };

/** Spoken respellings of names espeak-ng mispronounces; the displayed transcript keeps the real spelling. */
const SPEAK_AS: [RegExp, string][] = [
  [/\bOnesimus\b/g, 'Oh-nessimus'],
  [/\bPhilemon\b/g, 'Fileemon'],
  [/\bLevite\b/g, 'Leevite'],
];
const speakable = (text: string): string =>
  SPEAK_AS.reduce((t, [pattern, spoken]) => t.replace(pattern, spoken), text);

function requireTool(name: string): void {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`${name} is not installed (Debian: apt-get install -y espeak-ng ffmpeg)`);
  }
}

/** Reads a 16-bit mono PCM WAV as produced by espeak-ng. */
function readWav(path: string): Int16Array {
  const buf = readFileSync(path);
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error(`${path}: not a WAV file`);
  }
  let offset = 12;
  let format: { channels: number; rate: number; bits: number } | null = null;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    let size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        channels: buf.readUInt16LE(body + 2),
        rate: buf.readUInt32LE(body + 4),
        bits: buf.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.channels !== 1 || format.bits !== 16 || format.rate !== SAMPLE_RATE) {
        throw new Error(`${path}: expected 16-bit mono ${SAMPLE_RATE} Hz, got ${JSON.stringify(format)}`);
      }
      size = Math.min(size, buf.length - body); // espeak-ng may leave a placeholder size when streaming
      const copy = Buffer.from(buf.subarray(body, body + size - (size % 2)));
      return new Int16Array(copy.buffer, copy.byteOffset, copy.length / 2);
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${path}: no data chunk`);
}

function writeWav(path: string, samples: Int16Array): void {
  const header = Buffer.alloc(44);
  const dataBytes = samples.length * 2;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  writeFileSync(path, Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, dataBytes)]));
}

/** Duration in seconds as ffprobe reports it. */
function probeDuration(path: string): number {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    path,
  ]);
  return Number.parseFloat(out.toString().trim());
}

function trimSilence(samples: Int16Array): Int16Array {
  let first = 0;
  let last = samples.length - 1;
  while (first < last && Math.abs(samples[first]!) < TRIM_THRESHOLD) first++;
  while (last > first && Math.abs(samples[last]!) < TRIM_THRESHOLD) last--;
  const margin = Math.round(TRIM_MARGIN_S * SAMPLE_RATE);
  return samples.subarray(Math.max(0, first - margin), Math.min(samples.length, last + 1 + margin));
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;
const silence = (seconds: number): Int16Array => new Int16Array(Math.round(seconds * SAMPLE_RATE));

function generateEpisode(episode: DemoEpisode, podcast: string, workDir: string): DemoAudioTimings[string] {
  const { voice, speed, pitch } = VOICES[podcast] ?? DEFAULT_VOICE;
  const parts: Int16Array[] = [silence(LEAD_IN_S)];
  let cursor = parts[0]!.length;
  const segments: { start: number; end: number }[] = [];

  episode.transcript.forEach((segment, index) => {
    const wavPath = join(workDir, `${episode.id}-${index}.wav`);
    execFileSync('espeak-ng', [
      '-v',
      voice,
      '-s',
      String(speed),
      '-p',
      String(pitch),
      '-w',
      wavPath,
      speakable(segment.text),
    ]);
    const raw = readWav(wavPath);
    const probed = probeDuration(wavPath);
    if (Math.abs(probed - raw.length / SAMPLE_RATE) > 0.01) {
      throw new Error(`${wavPath}: ffprobe says ${probed}s but the file holds ${raw.length / SAMPLE_RATE}s`);
    }
    const speech = trimSilence(raw);
    if (index > 0) {
      const pause = silence(PAUSE_S);
      parts.push(pause);
      cursor += pause.length;
    }
    segments.push({
      start: round3(cursor / SAMPLE_RATE),
      end: round3((cursor + speech.length) / SAMPLE_RATE),
    });
    parts.push(speech);
    cursor += speech.length;
  });
  parts.push(silence(TAIL_S));
  cursor += parts.at(-1)!.length;

  const combined = new Int16Array(cursor);
  let offset = 0;
  for (const part of parts) {
    combined.set(part, offset);
    offset += part.length;
  }
  const combinedPath = join(workDir, `${episode.id}.wav`);
  writeWav(combinedPath, combined);

  const mp3Path = join(AUDIO_DIR, `${episode.id}.mp3`);
  execFileSync('ffmpeg', [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    combinedPath,
    '-ac',
    '1',
    '-ar',
    String(SAMPLE_RATE),
    '-c:a',
    'libmp3lame',
    '-b:a',
    BITRATE,
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    mp3Path,
  ]);
  const durationSeconds = round3(combined.length / SAMPLE_RATE);
  const mp3Duration = probeDuration(mp3Path);
  if (Math.abs(mp3Duration - durationSeconds) > 0.1) {
    throw new Error(`${mp3Path}: MP3 lasts ${mp3Duration}s, expected ${durationSeconds}s`);
  }
  return { durationSeconds, segments };
}

function main(): void {
  for (const tool of ['espeak-ng', 'ffmpeg', 'ffprobe']) requireTool(tool);
  mkdirSync(AUDIO_DIR, { recursive: true });
  const workDir = mkdtempSync(join(tmpdir(), 'rooted-demo-audio-'));
  const timings: DemoAudioTimings = {};
  try {
    for (const podcast of DEMO_PODCASTS) {
      const episodes = [...podcast.series.flatMap((s) => s.episodes), ...podcast.standaloneEpisodes];
      for (const episode of episodes) {
        if (timings[episode.id]) throw new Error(`duplicate episode id ${episode.id}`);
        timings[episode.id] = generateEpisode(episode, podcast.internalName, workDir);
        const size = statSync(join(AUDIO_DIR, `${episode.id}.mp3`)).size;
        console.log(
          `${episode.id}: ${timings[episode.id]!.durationSeconds.toFixed(1)} s, ${(size / 1024).toFixed(0)} KB`,
        );
      }
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  // Remove audio of episodes that no longer exist, so the folder mirrors the content.
  for (const file of readdirSync(AUDIO_DIR)) {
    if (file.endsWith('.mp3') && !timings[file.slice(0, -4)]) rmSync(join(AUDIO_DIR, file));
  }
  writeFileSync(TIMINGS_PATH, `${JSON.stringify(timings, null, 2)}\n`);

  const ids = Object.keys(timings);
  const totalBytes = ids.reduce((sum, id) => sum + statSync(join(AUDIO_DIR, `${id}.mp3`)).size, 0);
  const totalSeconds = ids.reduce((sum, id) => sum + timings[id]!.durationSeconds, 0);
  console.log(
    `\n${ids.length} episodes, ${(totalSeconds / 60).toFixed(1)} min, ${(totalBytes / 1024 / 1024).toFixed(2)} MB` +
      `\nwrote ${TIMINGS_PATH}`,
  );
}

main();
