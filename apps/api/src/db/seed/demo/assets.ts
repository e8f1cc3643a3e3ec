import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Imported (not read from disk) so that the esbuild bundle carries the timings inline.
import timings from './audio-timings.json' with { type: 'json' };
import type { DemoAudioTimings } from './types.js';

/** Segment timings of every demo episode, written by scripts/generate-demo-audio.ts (seconds, 3 decimals). */
export const DEMO_AUDIO_TIMINGS: DemoAudioTimings = timings;

/**
 * apps/api/assets/demo (holding artwork/, topics/ and audio/). Found by walking up from this module,
 * so it resolves both from src/db/seed/demo (tsx, vitest) and from the bundled dist/.
 */
export function findDemoAssetsDir(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'assets', 'demo');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`assets/demo not found above ${start}`);
  }
}

export const demoAudioPath = (episodeId: string): string =>
  join(findDemoAssetsDir(), 'audio', `${episodeId}.mp3`);
export const demoArtworkPath = (file: string): string => join(findDemoAssetsDir(), 'artwork', file);
export const demoTopicImagePath = (file: string): string => join(findDemoAssetsDir(), 'topics', file);
