import { Headphones, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SAMPLE_EPISODE } from '../lib/sample-data';
import { DemoCard } from './demo-card';
import { DemoQuestion } from './demo-question';

export function EpisodePageDemo() {
  const [playing, setPlaying] = useState(false);
  return (
    <DemoCard
      testId="demo-episode"
      icon={Headphones}
      title="Episode page"
      description="An outline to follow along and questions to answer, beside the player."
    >
      <p className="text-xs font-medium tracking-wide text-primary uppercase">
        {SAMPLE_EPISODE.series} · {SAMPLE_EPISODE.podcast}
      </p>
      <h4 className="mt-1 text-lg font-semibold tracking-tight">{SAMPLE_EPISODE.title}</h4>
      <p className="text-sm text-muted-foreground">
        {SAMPLE_EPISODE.date} · {SAMPLE_EPISODE.duration}
      </p>
      <div className="mt-3 flex items-center gap-3 rounded-lg border bg-background p-2.5">
        <Button size="icon-sm" onClick={() => setPlaying((p) => !p)} aria-label={playing ? 'Pause' : 'Play'}>
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <Progress value={playing ? 38 : 37} aria-label="Playback position" className="flex-1" />
        <span className="text-xs text-muted-foreground tabular-nums">12:10</span>
      </div>
      <Tabs defaultValue="outline" className="mt-4">
        <TabsList className="w-full">
          <TabsTrigger value="outline">Outline</TabsTrigger>
          <TabsTrigger value="questions">Discussion Questions</TabsTrigger>
        </TabsList>
        <TabsContent value="outline">
          <ol className="flex flex-col gap-1" data-testid="episode-outline">
            {SAMPLE_EPISODE.outline.map((item) => (
              <li key={item.time} className="flex gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted/60">
                <span className="w-12 shrink-0 text-muted-foreground tabular-nums">{item.time}</span>
                <span>{item.title}</span>
              </li>
            ))}
          </ol>
        </TabsContent>
        <TabsContent value="questions">
          <ol className="flex flex-col gap-2" data-testid="episode-questions">
            {SAMPLE_EPISODE.questions.map((question, i) => (
              <DemoQuestion key={question} number={i + 1} question={question} />
            ))}
          </ol>
        </TabsContent>
      </Tabs>
    </DemoCard>
  );
}
