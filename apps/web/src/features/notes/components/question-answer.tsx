import { SlotEditor } from './slot-editor';

/** The answer field under discussion question `questionIndex` (zero-based), for signed-in users. */
export function QuestionAnswer({
  userId,
  episodeId,
  questionIndex,
}: {
  userId: string;
  episodeId: string;
  questionIndex: number;
}) {
  return (
    <SlotEditor
      className="mt-3"
      userId={userId}
      scope={{ episodeId }}
      target={{ kind: 'answer', episodeId, questionIndex }}
      label={`Your answer to question ${questionIndex + 1}`}
      hideLabel
      placeholder="Your answer..."
      rows={2}
    />
  );
}
