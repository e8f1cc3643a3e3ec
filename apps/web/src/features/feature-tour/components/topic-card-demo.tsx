import { ChevronDown, Tags } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/cn';
import { SAMPLE_TOPIC } from '../lib/sample-data';
import { DemoCard } from './demo-card';

export function TopicCardDemo() {
  const [open, setOpen] = useState(false);
  return (
    <DemoCard
      testId="demo-topic-card"
      icon={Tags}
      title="Topic card"
      description="Every topic gathers episodes and questions to take further."
    >
      <div className="rounded-xl border bg-background p-4">
        <div className="flex items-center gap-2">
          <h4 className="text-lg font-semibold">{SAMPLE_TOPIC.name}</h4>
          <Badge variant="secondary">{SAMPLE_TOPIC.type}</Badge>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{SAMPLE_TOPIC.description}</p>
        <Collapsible open={open} onOpenChange={setOpen} className="mt-3">
          <CollapsibleTrigger asChild>
            <Button variant="outline" size="sm" className="w-full justify-between">
              {open ? 'Hide questions' : `Show ${SAMPLE_TOPIC.questions.length} questions`}
              <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
            </Button>
          </CollapsibleTrigger>
          <CollapsibleContent>
            <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm" data-testid="topic-questions">
              {SAMPLE_TOPIC.questions.map((q) => (
                <li key={q} className="pl-1">
                  {q}
                </li>
              ))}
            </ol>
          </CollapsibleContent>
        </Collapsible>
      </div>
    </DemoCard>
  );
}
