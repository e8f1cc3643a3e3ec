import type { DemoTopic } from './types.js';

/** Demo topics. Original writing for Rooted. */
export const DEMO_TOPICS: DemoTopic[] = [
  {
    id: 'grace',
    name: 'Grace',
    shortDescription: "God's undeserved kindness, freely given.",
    description:
      'Grace is the heartbeat of the Bible: God giving what we could never earn. It runs from the running father of Luke 15 to Paul\'s letters, where salvation is "by grace, through faith". Grace does not make effort pointless; it changes effort from a wage into a response of love.',
    image: 'grace.svg',
    topicType: 'theme',
    isPremium: false,
    keywords: ['grace', 'gift', 'mercy', 'prodigal', 'saved', 'undeserved'],
    questions: [
      'How would you explain the difference between grace and fairness?',
      'Where have you received grace from another person recently?',
      'Why do people find it hard to accept a gift they cannot repay?',
    ],
    verses: ['Eph 2:8-9', 'Rom 5:8', 'Luke 15:20', 'Titus 3:5', 'John 3:16'],
  },
  {
    id: 'anxiety-and-peace',
    name: 'Anxiety and Peace',
    shortDescription: 'Bringing worry to God and finding a peace that guards the heart.',
    description:
      'Scripture never pretends that life is free of fear. Instead it invites us to bring our worries to God in prayer and thanksgiving, and promises a peace that guards our hearts. These passages offer honest comfort for anxious days.',
    image: 'anxiety-and-peace.svg',
    topicType: 'theme',
    isPremium: false,
    keywords: ['anxiety', 'worry', 'peace', 'fear', 'rest', 'calm'],
    questions: [
      'What tends to make you anxious, and how do you usually respond?',
      'How does thanksgiving change the way you pray about a worry?',
      "What does it mean for God's peace to 'guard' your heart?",
      'Which of these verses could you memorise this week?',
    ],
    verses: ['Phil 4:6-7', 'Matt 6:34', '1 Pet 5:7', 'John 14:27', 'Ps 46:10'],
  },
  {
    id: 'lament',
    name: 'Lament',
    shortDescription: 'Honest prayer in pain, and hope that holds on.',
    description:
      'A third of the psalms are laments: prayers that complain, question and grieve, yet keep speaking to God. Lament gives us words when life falls apart, and shows that honesty with God is itself an act of faith.',
    image: 'lament.svg',
    topicType: 'practice',
    isPremium: true,
    keywords: ['lament', 'grief', 'sorrow', 'suffering', 'psalm', 'hope'],
    questions: [
      'Why do you think the Bible includes so many complaints addressed to God?',
      'What would it look like to write your own psalm of lament?',
      'How can a community lament together?',
    ],
    verses: ['Ps 42:5', 'Ps 13:1-2', 'Lam 3:22-23', 'Ps 23:4', 'Rom 8:28'],
  },
  {
    id: 'prayer',
    name: 'Prayer',
    shortDescription: 'Talking with God in words, silence and everyday life.',
    description:
      'Prayer is the conversation at the centre of the life of faith. Jesus taught his friends a simple prayer; Paul prayed from a prison cell; the psalmists prayed with everything they had. Here we explore different ways of praying.',
    image: 'prayer.svg',
    topicType: 'practice',
    isPremium: false,
    keywords: ['prayer', 'pray', 'examen', 'silence', 'thanksgiving', "lord's prayer"],
    questions: [
      'When do you find it easiest to pray, and when hardest?',
      'Which line of the Lord’s Prayer do you most need today?',
      'How could you build one short habit of prayer into your day?',
    ],
    verses: ['Matt 6:9-13', 'Phil 4:6', '1 Thess 5:17', 'Ps 139:23-24', 'Ps 4:8'],
  },
  {
    id: 'paul-the-apostle',
    name: 'Paul the Apostle',
    shortDescription: 'From persecutor to letter-writer in chains.',
    description:
      'Paul went from hunting followers of Jesus to becoming the most travelled missionary of the early church. Many of his letters were written from prison, yet they overflow with joy, grace and affection for his friends.',
    image: 'paul-the-apostle.svg',
    topicType: 'person',
    isPremium: true,
    keywords: ['paul', 'apostle', 'letters', 'prison', 'philippians', 'ephesians'],
    questions: [
      'What do you think sustained Paul in prison?',
      "Which of Paul's letters would you most like to study, and why?",
      "How does Paul's story give hope to people with a painful past?",
    ],
    verses: ['Acts 9:15', 'Phil 1:21', 'Phil 4:11-13', '2 Tim 4:7'],
  },
  {
    id: 'the-psalms',
    name: 'The Psalms',
    shortDescription: "The Bible's songbook for every season of the soul.",
    description:
      'The book of Psalms holds one hundred and fifty songs and prayers: praise, thanksgiving, lament, pilgrimage and wisdom. For thousands of years people have prayed them when they had no words of their own.',
    image: 'the-psalms.svg',
    topicType: 'book',
    isPremium: false,
    keywords: ['psalms', 'psalm', 'david', 'songs', 'worship', 'shepherd'],
    questions: [
      'Which psalm has meant the most to you, and when?',
      'Why do you think the psalms are so honest about emotions?',
      'How could you use a psalm as your own prayer this week?',
    ],
    verses: ['Ps 23:1', 'Ps 46:10', 'Ps 121:1-2', 'Ps 139:14'],
  },
  {
    id: 'forgiveness-and-reconciliation',
    name: 'Forgiveness and Reconciliation',
    shortDescription: 'Receiving mercy, and learning to pass it on.',
    description:
      'Forgiveness is both a gift we receive and a path we walk with others. From the father welcoming his son home to Paul pleading for Onesimus, the Bible shows broken relationships being restored by costly love.',
    image: 'forgiveness.svg',
    topicType: 'theme',
    isPremium: true,
    keywords: ['forgiveness', 'forgive', 'reconciliation', 'repentance', 'philemon', 'restore'],
    questions: [
      'Is there a difference between forgiving someone and trusting them again?',
      'What makes forgiveness costly?',
      "How does remembering God's forgiveness help us forgive others?",
      'Is there a step toward reconciliation you could take this month?',
    ],
    verses: ['Col 3:13', 'Eph 4:32', 'Matt 18:21-22', 'Phlm 1:16', '1 John 1:9'],
  },
  {
    id: 'loving-your-neighbour',
    name: 'Loving Your Neighbour',
    shortDescription: 'Mercy that crosses the road.',
    description:
      'Jesus summed up the law in two commands: love God, and love your neighbour as yourself. His story of the Samaritan shows that a neighbour is not someone we choose, but anyone we find in need on our road.',
    image: 'loving-your-neighbour.svg',
    topicType: 'theme',
    isPremium: false,
    keywords: ['neighbour', 'neighbor', 'samaritan', 'mercy', 'kindness', 'hospitality'],
    questions: [
      'Who are the neighbours you find easiest, and hardest, to love?',
      'What stops you from crossing the road for someone in need?',
      'How can a small community show mercy together?',
    ],
    verses: ['Luke 10:27', 'Lev 19:18', 'Luke 10:36-37', '1 John 4:19'],
  },
];
