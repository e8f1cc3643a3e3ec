import { firstSentences, hasMoreThanSentences, markdownToPlainText } from '@rooted/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/** SPEC §2/§9: the description cut to two sentences, with Learn more / Show less. */
export function ExpandableDescription({ markdown }: { markdown: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const plain = markdownToPlainText(markdown);
  if (!plain) return null;
  const more = hasMoreThanSentences(plain, 2);
  return (
    <div className="text-sm text-muted-foreground">
      <p id={id} data-testid="continue-description">
        {open || !more ? plain : firstSentences(plain, 2)}
      </p>
      {more && (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 py-1"
          aria-controls={id}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : 'Learn more'}
        </Button>
      )}
    </div>
  );
}
