// The progress feature's public surface.
export { episodeProgressQueryOptions, invalidateListeningQueries } from './api/progress-api';
export { ResetProgressButton } from './components/reset-progress-button';
export { useListeningProgress } from './hooks/use-listening-progress';
export { useResetProgress } from './hooks/use-reset-progress';
