// SPEC §3 playback speeds. Apart from the other player helpers (./audio re-exports them) so the web
// shell can start the player's state without the audio helpers, which load with the player (issue 13).

/** Speeds offered; SPEC §3 player state keeps the speed as a string with default '1'. */
export const PLAYBACK_SPEEDS = ['0.5', '0.75', '1', '1.25', '1.5', '1.75', '2'] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const DEFAULT_PLAYBACK_SPEED: PlaybackSpeed = '1';
