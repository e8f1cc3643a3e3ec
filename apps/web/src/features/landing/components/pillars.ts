import { Brain, type LucideIcon, MessagesSquare, Sprout } from 'lucide-react';

export interface Pillar {
  title: string;
  text: string;
  icon: LucideIcon;
}

// SPEC §2: the hero's three pillars, in this order.
export const pillars: Pillar[] = [
  {
    title: 'Remember More',
    text: 'Flashcards with spaced repetition and notes that catch every verse you mention.',
    icon: Brain,
  },
  {
    title: 'Reflect Deeper',
    text: 'Discussion questions, cross references and reflections for every episode.',
    icon: MessagesSquare,
  },
  {
    title: 'Grow Consistently',
    text: 'Structured series, progress tracking and streaks that keep you coming back.',
    icon: Sprout,
  },
];
