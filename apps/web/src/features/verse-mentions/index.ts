// The Bible reader's 'discussed in' badges (issue 15); the page composes them into the reader.
export { chapterMentionsQueryOptions, useChapterMentions, type ChapterMentions } from './api/chapter-mentions-api';
export { ChapterMentionsNote } from './components/chapter-mentions-note';
export { VerseMentionsBadge } from './components/verse-mentions-badge';
export { mentionText } from './lib/mention-text';
