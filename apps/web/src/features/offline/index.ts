// The offline feature's public surface: the service worker, downloads for offline listening.
export { useServiceWorker } from './hooks/use-service-worker';
export { DownloadEpisodeButton } from './components/download-episode-button';
export { DownloadsList } from './components/downloads-list';
export { downloadKeys } from './api/downloads';
