import { GalleryVerticalEnd, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SAMPLE_VERSES } from '../lib/sample-data';
import { DemoCard } from './demo-card';
import { DemoFlashcard, type DemoCardType } from './demo-flashcard';

// SPEC §1/§9: the free plan creates 5 new flashcards per month.
const FREE_MONTHLY_CARDS = 5;

export function FlashcardDemo() {
  const [reference, setReference] = useState(SAMPLE_VERSES[0]!.reference);
  const [type, setType] = useState<DemoCardType>('verse_to_text');
  const [cards, setCards] = useState<{ reference: string; type: DemoCardType }[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const left = FREE_MONTHLY_CARDS - cards.length;

  function add() {
    // SPEC §4: an identical verse card is returned instead of a duplicate.
    if (cards.some((c) => c.reference === reference && c.type === type)) return setNotice(`${reference} is already in your deck`);
    setCards((all) => [{ reference, type }, ...all]);
    setNotice(`Added ${reference}`);
  }

  return (
    <DemoCard
      testId="demo-flashcards"
      icon={GalleryVerticalEnd}
      title="Flashcards"
      description="Add a verse and review it with spaced repetition. Tap a card to flip it."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="flashcard-demo-verse">Verse</Label>
          <Select value={reference} onValueChange={setReference}>
            <SelectTrigger id="flashcard-demo-verse">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SAMPLE_VERSES.map((v) => (
                <SelectItem key={v.reference} value={v.reference}>
                  {v.reference}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="flashcard-demo-type">Card type</Label>
          <Select value={type} onValueChange={(v) => setType(v as DemoCardType)}>
            <SelectTrigger id="flashcard-demo-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="verse_to_text">Reference → Text</SelectItem>
              <SelectItem value="text_to_verse">Text → Reference</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" data-testid="flashcard-demo-quota">
          {left > 0 ? `${left} of ${FREE_MONTHLY_CARDS} free cards left this month` : 'Supporters create unlimited flashcards'}
        </p>
        <Button size="sm" onClick={add} disabled={left <= 0}>
          <Plus aria-hidden />
          Add Flashcard
        </Button>
      </div>
      <p className="mt-1 min-h-5 text-sm text-primary" role="status">
        {notice}
      </p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="flashcard-demo-deck">
        {cards.map((card) => (
          <li key={`${card.reference}-${card.type}`}>
            <DemoFlashcard
              reference={card.reference}
              text={SAMPLE_VERSES.find((v) => v.reference === card.reference)!.text}
              type={card.type}
            />
          </li>
        ))}
      </ul>
      {cards.length === 0 && <p className="mt-1 text-sm text-muted-foreground">Your deck is empty. Add your first card.</p>}
    </DemoCard>
  );
}
