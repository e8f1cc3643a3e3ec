// Sample content for the /features demos (SPEC §2: sample data only; nothing here is read from or sent to
// the server).

export const SAMPLE_SERIES = {
  name: 'The Gospel of John',
  podcast: 'Rooted Sample Podcast',
  episodes: [
    { id: 1, title: 'In the Beginning Was the Word', progress: 100 },
    { id: 2, title: 'Water into Wine', progress: 100 },
    { id: 3, title: 'Born Again: Nicodemus at Night', progress: 45 },
    { id: 4, title: 'Living Water at the Well', progress: 0 },
    { id: 5, title: 'The Good Shepherd', progress: 0 },
    { id: 6, title: 'I Am the Resurrection', progress: 0 },
  ],
};

export const SAMPLE_TOPIC = {
  name: 'Grace',
  type: 'Theme',
  description: 'Undeserved favour: how God meets people where they are, from Genesis to Revelation.',
  questions: [
    'Where in your week did you receive kindness you did not earn?',
    'How does Ephesians 2:8-9 change the way you see your own efforts?',
    'Why do you think the older brother in Luke 15 struggled with grace?',
    'What would it look like to extend grace to someone this week?',
  ],
};

export interface SampleSearchItem {
  type: 'episode' | 'topic' | 'bible';
  title: string;
  subtitle: string;
  summary?: string;
  bible?: string[];
}

export const SAMPLE_SEARCH_ITEMS: SampleSearchItem[] = [
  {
    type: 'episode',
    title: 'The Prodigal Son Comes Home',
    subtitle: 'Parables of Jesus · Episode 4',
    summary:
      'The father runs to meet his returning son before any apology is finished: a picture of grace that welcomes us home while we are still far off.',
    bible: ['Luke 15:20', 'Luke 15:32', 'Romans 5:8'],
  },
  {
    type: 'episode',
    title: 'The Good Shepherd',
    subtitle: 'The Gospel of John · Episode 5',
    summary:
      'Jesus calls himself the good shepherd who knows his sheep by name and lays down his life for them, fulfilling the promise of Psalm 23.',
    bible: ['John 10:11', 'Psalm 23:1', 'Ezekiel 34:12'],
  },
  {
    type: 'episode',
    title: 'Saved by Grace Through Faith',
    subtitle: 'Letters to the Churches · Episode 2',
    summary:
      'Paul reminds the Ephesians that salvation is a gift received by faith, not a wage earned by effort, and that good works flow from it.',
    bible: ['Ephesians 2:8', 'Ephesians 2:10', 'Titus 3:5'],
  },
  { type: 'topic', title: 'Grace', subtitle: 'Theme · 12 episodes' },
  { type: 'topic', title: 'Shepherd imagery', subtitle: 'Theme · 5 episodes' },
  { type: 'bible', title: 'Psalm 23:1', subtitle: 'The LORD is my shepherd; I shall lack nothing.' },
  { type: 'bible', title: 'Luke 15:20', subtitle: 'But while he was still far off, his father saw him…' },
];

export const SAMPLE_VERSES = [
  { reference: 'John 3:16', text: 'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.' },
  { reference: 'Psalm 23:1', text: 'The LORD is my shepherd; I shall lack nothing.' },
  { reference: 'Romans 8:28', text: 'We know that all things work together for good for those who love God, for those who are called according to his purpose.' },
  { reference: 'Philippians 4:13', text: 'I can do all things through Christ, who strengthens me.' },
  { reference: 'Isaiah 40:31', text: 'But those who wait for the LORD will renew their strength. They will mount up with wings like eagles.' },
  { reference: 'Proverbs 3:5', text: 'Trust in the LORD with all your heart, and don’t lean on your own understanding.' },
];

export const SAMPLE_EPISODE = {
  podcast: 'Rooted Sample Podcast',
  series: 'The Gospel of John',
  title: 'Born Again: Nicodemus at Night',
  date: 'March 12',
  duration: '32 min',
  outline: [
    { time: '0:00', title: 'A visitor after dark' },
    { time: '4:15', title: 'What "born again" means' },
    { time: '12:40', title: 'Wind, Spirit and mystery' },
    { time: '19:05', title: 'The bronze serpent and the cross' },
    { time: '26:30', title: 'John 3:16 in context' },
  ],
  questions: [
    'Why might Nicodemus have come to Jesus at night?',
    'What does Jesus mean by being "born of water and the Spirit"?',
    'How does the story of the bronze serpent help explain John 3:14-15?',
  ],
};

export const SAMPLE_REFLECTION_PROMPT =
  'After finishing this series, which moment from John’s Gospel stayed with you, and what will you do differently because of it?';

export const SAMPLE_NOTE =
  'Nicodemus came at night, curious but cautious. Jesus answers with John 3:3 and later 3:16: pure grace. Compare with Numbers 21:8-9 for the bronze serpent.';

/** Themes the notes demo recognises (the real feature uses the topic list). */
export const SAMPLE_THEMES = ['grace', 'faith', 'love', 'hope', 'forgiveness', 'prayer', 'salvation', 'spirit', 'shepherd', 'light'];
