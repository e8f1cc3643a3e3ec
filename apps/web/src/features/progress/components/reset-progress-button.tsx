import { RotateCcw } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useResetProgress } from '../hooks/use-reset-progress';

interface ResetProgressButtonProps extends Omit<ButtonProps, 'onClick'> {
  episodeId: string;
  /** Runs after a successful reset (the player may want to start the episode from 0). */
  onReset?: () => void;
}

/** The 'Reset progress' action of one episode (signed-in users). */
export function ResetProgressButton({
  episodeId,
  onReset,
  variant = 'outline',
  size = 'sm',
  ...props
}: ResetProgressButtonProps) {
  const reset = useResetProgress();
  return (
    <Button
      variant={variant}
      size={size}
      disabled={reset.isPending}
      onClick={() => reset.mutate(episodeId, { onSuccess: () => onReset?.() })}
      {...props}
    >
      <RotateCcw aria-hidden />
      Reset progress
    </Button>
  );
}
