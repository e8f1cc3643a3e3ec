// The notes feature's public surface: editors that pages compose (episode notes, answers, reflections).
export { EpisodeNotes } from './components/episode-notes';
export { QuestionAnswer } from './components/question-answer';
export { ReflectionAnswer } from './components/reflection-answer';
export type { NoteDetectionProps, ThemeTopic } from './components/detected-chips';
