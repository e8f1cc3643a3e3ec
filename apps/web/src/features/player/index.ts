// The player feature's public surface: the app mounts the provider and bar; pages start episodes.
export { AudioPlayer, type PlayerActionsSlot } from './components/audio-player';
export { usePlayer, usePlayerActions } from './hooks/use-player';
export type { ListenEvent, ListenReason, PlayerEpisode } from './player-context';
export { PlayerProvider } from './player-provider';
