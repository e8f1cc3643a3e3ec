// Loaded only for signed-in users (see ./use-listening-progress-lazily): runs the progress feature's
// saver and hands its callbacks to the root layout, which passes them on to the player.
import { useEffect } from 'react';
import { type ListeningProgress, useListeningProgress } from '@/features/progress/hooks/use-listening-progress';

interface ListeningProgressSaverProps {
  userId: string;
  onChange: (saver: ListeningProgress | null) => void;
}

export default function ListeningProgressSaver({ userId, onChange }: ListeningProgressSaverProps) {
  const { onListen, getResumePosition } = useListeningProgress({ enabled: true, userId });
  useEffect(() => {
    onChange({ onListen, getResumePosition });
    return () => onChange(null);
  }, [onChange, onListen, getResumePosition]);
  return null;
}
