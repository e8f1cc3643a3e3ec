// The bookmarks feature's public surface: the player's button and the episode page's list.
export { BookmarkButton } from './components/bookmark-button';
export { EpisodeBookmarks } from './components/episode-bookmarks';
