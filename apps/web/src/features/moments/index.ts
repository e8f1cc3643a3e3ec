// The moments feature's public surface: capturing from the player and the episode page's list.
export { EpisodeMoments } from './components/episode-moments';
export { type MakeCardFromMoment, useCaptureMoment } from './hooks/use-capture-moment';
