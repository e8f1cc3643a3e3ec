import type { DemoSeries } from './types.js';

/** Demo series (ended in the past, full transcripts allowed). Original writing for Rooted. */
export const PSALMS_FOR_THE_WEARY: DemoSeries = {
  id: 'psalms-for-the-weary',
  name: 'Psalms for the Weary',
  prefix: 'PSW',
  description:
    'Five short meditations on psalms that meet us when we are tired, anxious or grieving. Each episode reads one psalm slowly and asks what it offers a weary heart.',
  startDate: '2026-01-05',
  endDate: '2026-02-09',
  allowFullTranscript: true,
  finalReflectionPrompt:
    'Which psalm from this series would you like to carry with you this month, and which line of it will you learn by heart?',
  episodes: [
    {
      id: 'psalms-1-the-lord-is-my-shepherd',
      title: 'The Lord Is My Shepherd',
      summary: `We begin with **Psalm 23**, perhaps the best-loved song in Scripture. David pictures God as a shepherd who leads, restores and stays close ==even in the darkest valley== (Ps 23:4). We notice three movements:

- green pastures and quiet waters (Ps 23:1-3)
- the dark valley (Ps 23:4)
- the table and the house (Ps 23:5-6)`,
      outline: [
        'Who is speaking: David the shepherd-king',
        'The shepherd who provides (Psalm 23:1-3)',
        'Company in the valley (Psalm 23:4)',
        'A table set before enemies (Psalm 23:5-6)',
      ],
      questions: [
        'Which image in Psalm 23 feels closest to your life right now?',
        "What does it mean to you that the shepherd 'makes' us lie down?",
        "Where have you experienced God's presence in a dark valley?",
        "How might goodness and mercy 'follow' you this week?",
      ],
      reflectionPrompt:
        'Write Psalm 23:1 in your own words, then list three ways you have been cared for this week.',
      pubdate: '2026-01-05',
      transcript: [
        {
          text: 'Welcome to Psalms for the Weary. Today we sit with Psalm 23, a song many of us learned long before we understood it.',
        },
        {
          text: 'Psalm 23 verse 1 says, the Lord is my shepherd, I lack nothing. David knew sheep. He knew they cannot find water or rest on their own.',
        },
        {
          text: 'Notice that the shepherd makes us lie down in green pastures. Rest here is a gift, not a reward we earn after finishing everything.',
        },
        {
          text: 'Then the road turns. Psalm 23 verse 4 speaks of the darkest valley. The valley is not removed, but the voice changes from he to you. You are with me.',
        },
        {
          text: 'The psalm ends at a table, set in the presence of enemies, with goodness and mercy following us all our days.',
        },
        {
          text: 'As you go today, try praying the first line slowly, one word at a time. The Lord. Is. My. Shepherd.',
        },
      ],
      chapters: [
        { title: 'Opening', segmentIndex: 0 },
        { title: 'The shepherd who provides', segmentIndex: 1 },
        { title: 'The darkest valley', segmentIndex: 3 },
        { title: 'A table and a home', segmentIndex: 4 },
      ],
    },
    {
      id: 'psalms-2-why-so-downcast',
      title: 'Why So Downcast, My Soul?',
      summary: `**Psalm 42** is honest about spiritual thirst. The writer remembers better days, weeps day and night, and then speaks to their own soul: ==Put your hope in God== (Ps 42:5). Lament is not a lack of faith; it is faith that keeps talking to God.`,
      outline: [
        'A deer panting for water (Psalm 42:1-2)',
        'Remembering better days (Psalm 42:4)',
        'Talking back to your own soul (Psalm 42:5)',
        'Deep calls to deep (Psalm 42:7-8)',
      ],
      questions: [
        'When have you felt the kind of thirst described in Psalm 42?',
        'What helps you speak honestly to God when you are low?',
        "How is 'talking to your soul' different from just listening to it?",
        'Who could you walk alongside who is in a downcast season?',
      ],
      reflectionPrompt:
        "Write a short, honest prayer that begins 'Why, my soul…' and ends 'yet I will praise him'.",
      pubdate: '2026-01-12',
      transcript: [
        {
          text: 'This is Psalms for the Weary. Today is for anyone who feels dry inside. Psalm 42 begins with a deer panting for streams of water.',
        },
        {
          text: 'The writer is thirsty for God and cannot find him. Tears have been their food day and night, and people keep asking, where is your God?',
        },
        {
          text: 'In Psalm 42 verse 4 they remember walking with the crowd to the house of God, singing. Memory can hurt, but it can also be a map back.',
        },
        {
          text: 'Then comes the turn. Psalm 42 verse 5 says, why, my soul, are you downcast? Put your hope in God, for I will yet praise him.',
        },
        {
          text: 'The psalmist does not pretend to feel fine. Instead they speak to their own soul, and remind it what is true.',
        },
        {
          text: 'If you are weary today, you are in good company. Lament is faith that keeps talking to God, even when the words are hard.',
        },
      ],
      chapters: [
        { title: 'Thirst', segmentIndex: 0 },
        { title: 'Remembering', segmentIndex: 2 },
        { title: 'Talking to your soul', segmentIndex: 3 },
        { title: 'Good company', segmentIndex: 5 },
      ],
    },
    {
      id: 'psalms-3-be-still-and-know',
      title: 'Be Still and Know',
      summary: `**Psalm 46** was written for a shaking world: mountains falling into the sea, nations in uproar. Into the noise God says, ==Be still, and know that I am God== (Ps 46:10). Stillness here is not escape; it is trust.

- God is our refuge and strength (Ps 46:1)
- A river makes glad the city of God (Ps 46:4)
- The Lord Almighty is with us (Ps 46:7)`,
      outline: [
        'A refuge when the earth gives way (Psalm 46:1-3)',
        'The quiet river (Psalm 46:4-5)',
        'Nations in uproar (Psalm 46:6-9)',
        'Be still and know (Psalm 46:10-11)',
      ],
      questions: [
        "What 'shaking mountains' are you facing right now?",
        "What does 'be still' mean for you in practice: silence, rest, or letting go of control?",
        "Where do you see the 'river' of God's life in your community?",
      ],
      reflectionPrompt:
        'Spend two minutes in silence, then write down what surfaced. Close by reading Psalm 46:10 aloud.',
      pubdate: '2026-01-19',
      transcript: [
        {
          text: 'Welcome back to Psalms for the Weary. Today we read a psalm for days when the news is loud: Psalm 46.',
        },
        {
          text: 'It opens boldly. God is our refuge and strength, an ever present help in trouble. Therefore we will not fear, though the earth give way.',
        },
        {
          text: 'In the middle of the chaos there is a river. Psalm 46 verse 4 says its streams make glad the city of God. Quiet water, running under loud waves.',
        },
        {
          text: 'Then, in Psalm 46 verse 10, God speaks. Be still, and know that I am God. The phrase can also mean, let go, or stop striving.',
        },
        {
          text: 'Stillness is not pretending nothing is wrong. It is choosing to trust that God is God, even when we are not in control.',
        },
        {
          text: 'Try this today. Put your phone down, breathe slowly, and say the verse, dropping one word each time. Be still and know. Be still. Be.',
        },
      ],
      chapters: [
        { title: 'Opening', segmentIndex: 0 },
        { title: 'Our refuge', segmentIndex: 1 },
        { title: 'The river', segmentIndex: 2 },
        { title: 'Be still', segmentIndex: 3 },
      ],
    },
    {
      id: 'psalms-4-i-lift-up-my-eyes',
      title: 'I Lift Up My Eyes',
      summary: `**Psalm 121** is a song of ascents, sung by pilgrims climbing to Jerusalem. Looking at the hills, they ask where help comes from, and answer: ==from the Lord, the Maker of heaven and earth== (Ps 121:2). The God who keeps us **does not slumber**.`,
      outline: [
        "A pilgrim's question (Psalm 121:1)",
        'The Maker as helper (Psalm 121:2)',
        'The keeper who never sleeps (Psalm 121:3-4)',
        'Going out and coming in (Psalm 121:8)',
      ],
      questions: [
        'Where do you usually look first when you need help?',
        "How does it feel to be 'kept' rather than to keep yourself?",
        'Which part of your daily going out and coming in could you entrust to God?',
        'Why do you think pilgrims sang this psalm together?',
      ],
      reflectionPrompt: 'Write down one journey you are on right now, and pray Psalm 121:8 over it.',
      pubdate: '2026-01-26',
      transcript: [
        {
          text: 'This is Psalms for the Weary. Psalm 121 was sung by travellers on the long walk up to Jerusalem.',
        },
        {
          text: 'It begins with a question. I lift up my eyes to the hills. Where does my help come from? The hills could mean danger, or the shrines of other gods.',
        },
        {
          text: 'Psalm 121 verse 2 answers. My help comes from the Lord, the Maker of heaven and earth. The one who made the hills is bigger than them.',
        },
        {
          text: 'Again and again the psalm uses the word keep. He who keeps you will not slumber. You can sleep, because God does not.',
        },
        {
          text: 'It closes with a blessing in Psalm 121 verse 8. The Lord will watch over your coming and going, both now and for evermore.',
        },
      ],
      chapters: [
        { title: "The pilgrim's question", segmentIndex: 0 },
        { title: 'Where help comes from', segmentIndex: 2 },
        { title: 'The keeper', segmentIndex: 3 },
      ],
    },
    {
      id: 'psalms-5-known-and-loved',
      title: 'Known and Loved',
      summary: `We close the series with **Psalm 139**, a prayer of being fully known. There is nowhere we can go from God's presence (Ps 139:7-12), and we are ==fearfully and wonderfully made== (Ps 139:14). The psalm ends with a brave invitation: *search me, God* (Ps 139:23-24).`,
      outline: [
        'You have searched me (Psalm 139:1-6)',
        'Nowhere to flee (Psalm 139:7-12)',
        'Knit together (Psalm 139:13-16)',
        'Search me (Psalm 139:23-24)',
      ],
      questions: [
        'Does being fully known by God feel comforting, uncomfortable, or both?',
        'How might Psalm 139:14 change the way you speak about yourself?',
        "What would it look like to pray 'search me' honestly this week?",
        'Looking back over the series, which psalm met you most deeply?',
      ],
      reflectionPrompt:
        'Read Psalm 139:23-24 aloud, then sit quietly and note anything you sense God inviting you to change.',
      pubdate: '2026-02-02',
      transcript: [
        {
          text: 'Welcome to the last episode of Psalms for the Weary. We finish with Psalm 139, a psalm about being completely known.',
        },
        {
          text: 'You have searched me, Lord, and you know me. You know when I sit and when I rise. For some that is frightening, but here it is the start of comfort.',
        },
        {
          text: 'Psalm 139 verse 7 asks, where can I go from your Spirit? Heights, depths, the far side of the sea, even darkness itself. God is already there.',
        },
        {
          text: 'In Psalm 139 verse 14 the writer says, I praise you because I am fearfully and wonderfully made. Weariness tells us we are too much, or not enough. This verse disagrees.',
        },
        {
          text: 'The psalm ends with a brave prayer. Search me, God, and know my heart. Lead me in the way everlasting.',
        },
        {
          text: 'Thank you for walking through these psalms with us. May you find rest, and may you know that you are known.',
        },
      ],
      chapters: [
        { title: 'Opening', segmentIndex: 0 },
        { title: 'Fully known', segmentIndex: 1 },
        { title: 'Wonderfully made', segmentIndex: 3 },
        { title: 'Search me', segmentIndex: 4 },
      ],
    },
  ],
};
