import type { DemoSeries } from './types.js';

/** Demo series (ends in the future, full transcripts allowed). Original writing for Rooted. */
export const PARABLES_OF_GRACE: DemoSeries = {
  id: 'parables-of-grace',
  name: 'Parables of Grace',
  prefix: 'POG',
  description:
    'Jesus told stories about lost sheep, lost coins, lost sons and surprising neighbours. In this series we listen to the parables slowly and ask what they reveal about the generous heart of God.',
  startDate: '2026-09-06',
  endDate: '2027-03-28',
  allowFullTranscript: true,
  finalReflectionPrompt:
    'Which character in the parables did you identify with most, and how has this series changed the way you picture God?',
  episodes: [
    {
      id: 'parables-1-the-prodigal-son',
      title: 'The Prodigal Son',
      summary: `The story in **Luke 15:11-32** is often called the parable of the prodigal son, but it could just as well be named after the father. While the younger son is still a long way off, the father ==runs to meet him== (Luke 15:20). The elder brother, meanwhile, stays outside the party.

- The younger son: lost far away
- The elder son: lost at home
- The father: running, embracing, pleading`,
      outline: [
        'The setting: grumbling religious leaders (Luke 15:1-2)',
        "The younger son's journey (Luke 15:11-19)",
        'The running father (Luke 15:20-24)',
        'The elder brother outside (Luke 15:25-32)',
      ],
      questions: [
        'Which son do you identify with more, and why?',
        "What surprises you about the father's response in Luke 15:20?",
        'Why do you think Jesus leaves the ending with the elder brother open?',
        "How would you retell this parable in today's world?",
      ],
      reflectionPrompt:
        'Imagine yourself as the one the father runs toward. Write down what you think he would say to you.',
      pubdate: '2026-09-06',
      transcript: [
        {
          text: 'Welcome to Grace Notes. This series is called Parables of Grace, and we begin with the most famous story Jesus told, in Luke chapter 15, verses 11 to 32.',
        },
        {
          text: 'A younger son asks for his inheritance early, which was like telling his father, I wish you were dead. He leaves, spends everything, and ends up feeding pigs.',
        },
        {
          text: 'He rehearses a speech. I am no longer worthy to be called your son. Make me like one of your hired servants.',
        },
        {
          text: 'Luke chapter 15 verse 20 says that while he was still a long way off, his father saw him and was filled with compassion. He ran, threw his arms around him and kissed him.',
        },
        {
          text: 'In that culture a dignified older man did not run. The father takes the shame on himself so that the son can come home.',
        },
        {
          text: 'But there is a second son, who stays outside the party, angry. The father goes out to him too. Grace is for the runaway and for the rule keeper.',
        },
        {
          text: 'The story ends without telling us whether the elder brother goes in. Perhaps Jesus is asking us to finish it.',
        },
      ],
      chapters: [
        { title: 'Introduction', segmentIndex: 0 },
        { title: 'The younger son', segmentIndex: 1 },
        { title: 'The running father', segmentIndex: 3 },
        { title: 'The elder brother', segmentIndex: 5 },
      ],
    },
    {
      id: 'parables-2-the-lost-sheep-and-coin',
      title: 'The Lost Sheep and the Lost Coin',
      summary: `Before the lost son, Jesus tells two shorter stories in **Luke 15:1-10**. A shepherd leaves ninety-nine sheep to find one; a woman sweeps the house for one silver coin. Both end in a party, because ==there is joy in heaven over one sinner who repents== (Luke 15:7).`,
      outline: [
        'Who was listening (Luke 15:1-2)',
        'The shepherd who searches (Luke 15:3-7)',
        'The woman who sweeps (Luke 15:8-10)',
        "Heaven's party",
      ],
      questions: [
        'What do these parables suggest about how God values one person?',
        'Why might Jesus use both a man and a woman as pictures of God here?',
        'When have you felt sought after rather than forgotten?',
      ],
      reflectionPrompt:
        "Think of someone who feels lost or overlooked. How could you 'search' for them this week with a call, a note or a visit?",
      pubdate: '2026-09-20',
      transcript: [
        {
          text: 'This is Grace Notes and Parables of Grace. Today we step back to the beginning of Luke chapter 15.',
        },
        {
          text: 'Tax collectors and sinners were gathering to hear Jesus, and the religious leaders grumbled. This man welcomes sinners and eats with them. So Jesus tells three stories.',
        },
        {
          text: 'First, a shepherd with a hundred sheep loses one. He leaves the ninety nine and searches until he finds it, then carries it home on his shoulders.',
        },
        {
          text: 'Second, a woman loses one of ten silver coins. She lights a lamp, sweeps the house and searches carefully. When she finds it, she calls her neighbours to celebrate.',
        },
        {
          text: 'Luke chapter 15 verse 7 says there will be more rejoicing in heaven over one sinner who repents than over ninety nine who do not need to.',
        },
        {
          text: 'Both stories end in a party. In the kingdom of God, the lost are not a problem to be managed. They are treasure to be found.',
        },
      ],
      chapters: [
        { title: 'Who was listening', segmentIndex: 0 },
        { title: 'The lost sheep', segmentIndex: 2 },
        { title: 'The lost coin', segmentIndex: 3 },
        { title: "Heaven's joy", segmentIndex: 4 },
      ],
    },
    {
      id: 'parables-3-the-good-samaritan',
      title: 'The Good Samaritan',
      summary: `A lawyer asks Jesus, *who is my neighbour?* Jesus answers with a story (**Luke 10:25-37**) in which the hero is the person the audience least expected: a Samaritan. The question shifts from ==who deserves my love?== to ==whom can I be a neighbour to?==`,
      outline: [
        'A test question (Luke 10:25-29)',
        'Two who passed by (Luke 10:30-32)',
        'The unexpected neighbour (Luke 10:33-35)',
        'Go and do likewise (Luke 10:36-37)',
      ],
      questions: [
        'Why do you think the priest and the Levite passed by?',
        "Who would be the 'Samaritan' in a modern retelling for your community?",
        "How does Jesus change the lawyer's question?",
        'What keeps you from stopping for people in need?',
      ],
      reflectionPrompt:
        'Recall a time when someone unexpected helped you. Give thanks for them, and ask whom you might help this week.',
      pubdate: '2026-10-04',
      transcript: [
        { text: 'Welcome to Grace Notes. Today’s parable is found in Luke chapter 10, verses 25 to 37.' },
        {
          text: 'An expert in the law asks Jesus what he must do to inherit eternal life. He knows the answer: love God, and love your neighbour as yourself. Then he asks, and who is my neighbour?',
        },
        {
          text: 'Jesus tells of a man beaten by robbers on the road to Jericho. A priest passes by on the other side. So does a Levite.',
        },
        {
          text: "Then a Samaritan comes, someone Jesus' listeners would have distrusted. He stops, bandages the wounds, and pays for the man's care.",
        },
        {
          text: 'Jesus turns the question around. Which of these was a neighbour to the man? The lawyer cannot bring himself to say Samaritan. He says, the one who had mercy.',
        },
        { text: 'Go and do likewise. Grace does not ask who deserves help. It asks who is in front of me.' },
      ],
      chapters: [
        { title: "The lawyer's question", segmentIndex: 0 },
        { title: 'On the Jericho road', segmentIndex: 2 },
        { title: 'The unexpected neighbour', segmentIndex: 3 },
        { title: 'Go and do likewise', segmentIndex: 5 },
      ],
    },
    {
      id: 'parables-4-the-workers-in-the-vineyard',
      title: 'The Workers in the Vineyard',
      summary: `In **Matthew 20:1-16** a landowner pays the workers who started at five in the afternoon the same as those who worked all day. It sounds unfair, until we realise that ==grace is not a wage==. As Paul later writes, we are saved by grace through faith (Eph 2:8-9).

1. Hiring at dawn
2. Hiring through the day
3. Paying the last first
4. *Are you envious because I am generous?* (Matt 20:15)`,
      outline: [
        'Hired at dawn (Matthew 20:1-2)',
        'Hired at the eleventh hour (Matthew 20:6-7)',
        'The same wage for all (Matthew 20:8-12)',
        'Generosity that offends (Matthew 20:13-16)',
      ],
      questions: [
        "Did the landowner's decision feel fair to you at first? Why?",
        'Which group of workers do you naturally identify with?',
        'How does this parable connect to Ephesians 2:8-9?',
        "Where might envy be keeping you from celebrating someone else's blessing?",
      ],
      reflectionPrompt:
        'Write down a blessing someone else received that you found hard to celebrate. Pray for them by name.',
      pubdate: '2026-10-18',
      transcript: [
        {
          text: 'This is Grace Notes. Today’s parable, in Matthew chapter 20, verses 1 to 16, has been annoying careful people for two thousand years.',
        },
        {
          text: "A landowner hires workers at dawn for a denarius, a fair day's wage. He goes back at nine, at noon, at three, and even at five in the afternoon.",
        },
        {
          text: 'At the end of the day he pays the last first, and gives them a full denarius. Those who worked all day expect more, but receive the same.',
        },
        {
          text: 'They grumble. The landowner answers, I am not being unfair to you. Or are you envious because I am generous?',
        },
        {
          text: 'The parable is not a lesson in economics. It is a picture of grace. Ephesians chapter 2 verse 8 says, it is by grace you have been saved.',
        },
        {
          text: 'The question is not whether we got enough. It is whether we can rejoice when grace reaches someone else.',
        },
      ],
      chapters: [
        { title: 'Introduction', segmentIndex: 0 },
        { title: 'Hiring through the day', segmentIndex: 1 },
        { title: 'Payday', segmentIndex: 2 },
        { title: 'Grace is not a wage', segmentIndex: 4 },
      ],
    },
  ],
};
