import { MessageSquareQuote } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** One tap saves the moment with the words around it (also the B key). */
export function CaptureMomentButton({ onCapture }: { onCapture: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      onClick={onCapture}
      aria-label="Capture moment"
      aria-keyshortcuts="B"
      title="Capture moment (B)"
      data-testid="capture-moment"
    >
      <MessageSquareQuote aria-hidden />
    </Button>
  );
}
