import { DECK_NAME_MAX, type Deck } from '@rooted/shared';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export const NEW_DECK = '__new__';

interface DeckChoiceProps {
  decks: Deck[];
  /** A deck id, or NEW_DECK to create one named `newName`. */
  value: string;
  onChange: (value: string) => void;
  newName: string;
  onNewNameChange: (name: string) => void;
  /** Offer 'New deck…' (adding a card); off when only moving a card between existing decks. */
  allowNew?: boolean;
}

/** Pick one of the user's decks or name a new one (the only choice when there are none yet). */
export function DeckChoice({
  decks,
  value,
  onChange,
  newName,
  onNewNameChange,
  allowNew = true,
}: DeckChoiceProps) {
  const id = useId();
  const creating = allowNew && (value === NEW_DECK || decks.length === 0);
  return (
    <div className="grid gap-3">
      {decks.length > 0 && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-deck`}>Deck</Label>
          <Select value={value} onValueChange={onChange}>
            <SelectTrigger id={`${id}-deck`}>
              <SelectValue placeholder="Choose a deck" />
            </SelectTrigger>
            <SelectContent>
              {decks.map((deck) => (
                <SelectItem key={deck.id} value={deck.id}>
                  {deck.name}
                </SelectItem>
              ))}
              {allowNew && <SelectSeparator />}
              {allowNew && <SelectItem value={NEW_DECK}>New deck…</SelectItem>}
            </SelectContent>
          </Select>
        </div>
      )}
      {creating && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>{decks.length ? 'New deck name' : 'Deck name'}</Label>
          <Input
            id={`${id}-name`}
            value={newName}
            onChange={(e) => onNewNameChange(e.target.value)}
            maxLength={DECK_NAME_MAX}
            placeholder="e.g. Memory verses"
            autoComplete="off"
          />
        </div>
      )}
    </div>
  );
}
