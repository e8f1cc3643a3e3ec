// The player's <audio> element as the listening journeys read it, and how far it can have played while a
// busy machine handled a click: a seek is checked against where it should land plus that, never a fixed
// allowance (on a slow CI machine a click can take seconds while the audio plays on).
import type { Page } from '@playwright/test';

/** What the audio element says now. */
export const audioState = (page: Page) =>
  page.getByTestId('audio-element').evaluate((el: HTMLAudioElement) => ({
    time: el.currentTime,
    paused: el.paused,
    rate: el.playbackRate,
    ended: el.ended,
    duration: el.duration,
    volume: el.volume,
  }));

/** The playback position in seconds. */
export const audioTime = async (page: Page) => (await audioState(page)).time;

/** Seconds of audio that can have played since `startedAt` (a Date.now()) at `rate`. */
export const playedSince = (startedAt: number, rate = 1) => ((Date.now() - startedAt) / 1000) * rate;
