// The Continue Listening card (SPEC §2): pages pass `onPlay` to start the target in the app's player.
export { episodeCardQueryOptions, seriesCardQueryOptions } from './api/continuation-api';
export { ContinueListeningCard } from './components/continue-listening-card';
export { SeriesContinueListening } from './components/series-continue-listening';
