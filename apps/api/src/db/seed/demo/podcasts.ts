import { LETTERS_FROM_PRISON } from './letters-from-prison.js';
import { PARABLES_OF_GRACE } from './parables-of-grace.js';
import { PSALMS_FOR_THE_WEARY } from './psalms-for-the-weary.js';
import type { DemoEpisode, DemoPodcast } from './types.js';

/** Standalone episodes of The Daily Scroll (no series). */
const DAILY_SCROLL_STANDALONE: DemoEpisode[] = [
  {
    id: 'daily-scroll-welcome',
    title: 'Welcome to The Daily Scroll',
    summary: `A short introduction to **The Daily Scroll**, a demo podcast written for Rooted. We explain the idea behind the show: ==one passage, read slowly, every week==. We also share two promises to start with, John 3:16 and Rom 8:28.`,
    outline: [
      'Why read slowly',
      'How each episode works',
      'Two promises to start with (John 3:16; Romans 8:28)',
    ],
    questions: [
      'What helps you slow down when you read the Bible?',
      'Which verse has stayed with you the longest, and why?',
      'What would you like to learn from Scripture this year?',
    ],
    reflectionPrompt:
      'Choose one verse to carry with you this week. Write it on a card and read it each morning.',
    pubdate: '2025-12-29',
    transcript: [
      {
        text: 'Hello, and welcome to The Daily Scroll. This is demo content, written for the Rooted app, so that you can try listening, notes and flashcards.',
      },
      {
        text: 'Each episode takes one passage and reads it slowly. We explain the background, notice a few details, and leave you with a question to chew on.',
      },
      {
        text: 'We want to start with two promises. John chapter 3 verse 16 says, for God so loved the world that he gave his one and only Son.',
      },
      {
        text: 'And Romans chapter 8 verse 28 says that in all things God works for the good of those who love him.',
      },
      { text: 'Thanks for listening. Grab a notebook, and we will see you in the next episode.' },
    ],
    chapters: [
      { title: 'Welcome', segmentIndex: 0 },
      { title: 'How it works', segmentIndex: 1 },
      { title: 'Two promises', segmentIndex: 2 },
    ],
  },
  {
    id: 'daily-scroll-for-god-so-loved',
    title: 'For God So Loved the World',
    summary: `A night-time conversation between Jesus and Nicodemus leads to the most quoted verse in the Bible, **John 3:16**. We read it in context (John 3:1-21) and notice that ==God's love comes before our response==. The next verse matters too: God did not send his Son to condemn the world (John 3:17).`,
    outline: [
      'Nicodemus comes by night (John 3:1-2)',
      'Born again, born from above (John 3:3-8)',
      'For God so loved (John 3:16)',
      'Not to condemn (John 3:17-21)',
    ],
    questions: [
      'Why do you think Nicodemus came to Jesus at night?',
      "What does 'born from above' mean to you?",
      'Read John 3:16 and John 3:17 together. What does verse 17 add?',
      'How would you explain John 3:16 to a child?',
    ],
    reflectionPrompt:
      "Rewrite John 3:16 with your own name in place of 'the world'. Sit with it for a minute.",
    pubdate: '2026-03-16',
    transcript: [
      {
        text: 'Welcome to The Daily Scroll. Today we read one of the best known verses in the Bible, but we will read it in its setting, in John chapter 3.',
      },
      {
        text: 'Nicodemus, a respected teacher, comes to Jesus at night. Jesus tells him that no one can see the kingdom of God unless they are born again, or born from above.',
      },
      {
        text: 'Nicodemus is puzzled. How can someone be born when they are old? Jesus speaks of the wind, which blows wherever it pleases.',
      },
      {
        text: 'Then comes John chapter 3 verse 16. For God so loved the world that he gave his one and only Son, that whoever believes in him shall not perish but have eternal life.',
      },
      {
        text: 'Verse 17 continues. God did not send his Son into the world to condemn the world, but to save the world through him.',
      },
      {
        text: 'Love comes first. Before we have done anything, God has already given. That is the heart of the good news.',
      },
    ],
    chapters: [
      { title: 'A visitor by night', segmentIndex: 0 },
      { title: 'Born from above', segmentIndex: 1 },
      { title: 'For God so loved', segmentIndex: 3 },
      { title: 'Not to condemn', segmentIndex: 4 },
    ],
  },
];

/** The single episode of the hidden podcast, visible to admins only. */
const QUIET_HOURS_STANDALONE: DemoEpisode[] = [
  {
    id: 'quiet-hours-an-evening-examen',
    title: 'An Evening Examen',
    summary: `A gentle guided prayer for the end of the day, based on the old practice of the examen. We look back over the day with gratitude, notice where we felt close to God or far away, and rest in **Psalm 4:8**: ==in peace I will lie down and sleep==.

- Give thanks
- Review the day
- Ask forgiveness (1 John 1:9)
- Rest`,
    outline: [
      'Becoming still',
      'Gratitude for the day',
      'Noticing closeness and distance',
      'Forgiveness and rest (1 John 1:9; Psalm 4:8)',
    ],
    questions: [
      'What moment today are you most grateful for?',
      'When did you feel most alive today, and when most drained?',
      'What would you like to hand over to God before you sleep?',
    ],
    reflectionPrompt: 'Write down one gift and one struggle from today, and offer both to God.',
    pubdate: '2026-06-01',
    transcript: [
      {
        text: 'Welcome to Quiet Hours. This is a short evening prayer. Find a comfortable place, and let your breathing slow down.',
      },
      {
        text: 'Begin with thanks. Think back over today and notice one good gift, however small. A meal, a kind word, a moment of sunlight.',
      },
      {
        text: 'Now replay the day gently, like a film. Where did you feel close to God? Where did you feel far away? Just notice, without judging.',
      },
      {
        text: 'If something needs forgiving, name it. First John chapter 1 verse 9 promises that if we confess our sins, he is faithful and just to forgive.',
      },
      {
        text: 'Finally, rest. Psalm 4 verse 8 says, in peace I will lie down and sleep, for you alone, Lord, make me dwell in safety. Good night.',
      },
    ],
    chapters: [
      { title: 'Becoming still', segmentIndex: 0 },
      { title: 'Review of the day', segmentIndex: 2 },
      { title: 'Forgiveness and rest', segmentIndex: 3 },
    ],
  },
];

export const DEMO_PODCASTS: DemoPodcast[] = [
  {
    name: 'The Daily Scroll (Demo)',
    internalName: 'daily-scroll',
    description:
      'Demo content written for Rooted. An unhurried walk through one passage of Scripture at a time, with background, a few observations and a question to take with you. The audio is computer-generated speech.',
    author: 'Rooted Demo Team',
    artwork: 'daily-scroll.svg',
    status: 'active',
    order: 1,
    series: [PSALMS_FOR_THE_WEARY, LETTERS_FROM_PRISON],
    standaloneEpisodes: DAILY_SCROLL_STANDALONE,
  },
  {
    name: 'Grace Notes (Demo)',
    internalName: 'grace-notes',
    description:
      'Demo content written for Rooted. Short reflections on the stories Jesus told and the grace at the heart of them. The audio is computer-generated speech.',
    author: 'Rooted Demo Team',
    artwork: 'grace-notes.svg',
    status: 'active',
    order: 2,
    series: [PARABLES_OF_GRACE],
    standaloneEpisodes: [],
  },
  {
    name: 'Quiet Hours (Demo)',
    internalName: 'quiet-hours',
    description:
      'Demo content written for Rooted. Guided evening prayers for the end of the day. This podcast is hidden, so only admins can see it. The audio is computer-generated speech.',
    author: 'Rooted Demo Team',
    artwork: 'quiet-hours.svg',
    status: 'hidden',
    order: 3,
    series: [],
    standaloneEpisodes: QUIET_HOURS_STANDALONE,
  },
];
