import { findReferences, formatVerseRef } from '@rooted/shared/search/reference';
import { BookOpen, ScanText } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Textarea } from '@/components/ui/textarea';
import { SAMPLE_NOTE, SAMPLE_THEMES } from '../lib/sample-data';
import { DemoCard } from './demo-card';

export function ScriptureDetectionDemo() {
  const [text, setText] = useState(SAMPLE_NOTE);
  // Detection runs on every keystroke; deferring keeps typing smooth on slow phones.
  const deferred = useDeferredValue(text);
  const references = useMemo(() => findReferences(deferred).map(formatVerseRef), [deferred]);
  const themes = useMemo(() => SAMPLE_THEMES.filter((t) => new RegExp(`\\b${t}\\b`, 'i').test(deferred)), [deferred]);

  return (
    <DemoCard
      testId="demo-scripture"
      icon={ScanText}
      title="Scripture detection"
      description="Write as you listen: verses and themes are recognised as you type."
    >
      <label htmlFor="scripture-demo-input" className="sr-only">
        Sample note
      </label>
      <Textarea id="scripture-demo-input" value={text} onChange={(e) => setText(e.target.value)} rows={4} />
      <div className="mt-3 flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-1.5" aria-live="polite">
          <span className="mr-1 text-muted-foreground">Verses:</span>
          {references.length === 0 && <span className="text-muted-foreground">none yet; try “Romans 8:28”</span>}
          {references.map((ref) => (
            <Badge key={ref} variant="secondary" data-testid="detected-reference">
              <BookOpen aria-hidden />
              {ref}
            </Badge>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="mr-1 text-muted-foreground">Themes:</span>
          {themes.length === 0 && <span className="text-muted-foreground">none yet; try “grace”</span>}
          {themes.map((theme) => (
            <Badge key={theme} variant="accent" className="capitalize" data-testid="detected-theme">
              {theme}
            </Badge>
          ))}
        </div>
      </div>
    </DemoCard>
  );
}
