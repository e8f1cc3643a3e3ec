import type { DemoSeries } from './types.js';

/** Demo series (current: no end date; snippets only). Original writing for Rooted. */
export const LETTERS_FROM_PRISON: DemoSeries = {
  id: 'letters-from-prison',
  name: 'Letters from Prison',
  prefix: 'LFP',
  description:
    'Paul wrote some of his warmest letters while under arrest. This series reads Ephesians, Philippians, Colossians and Philemon for grace, joy and peace in confined places. New episodes every other Monday.',
  startDate: '2026-10-05',
  endDate: null,
  allowFullTranscript: false,
  finalReflectionPrompt:
    "Paul found joy and purpose in a confined place. What 'confined place' in your own life could become a place of grace?",
  episodes: [
    {
      id: 'letters-1-saved-by-grace',
      title: 'Saved by Grace',
      summary: `Paul writes to the Ephesians from chains about a freedom no prison can touch. In **Ephesians 2:8-9** he says we are saved ==by grace, through faith==, and not by our own effort. We explore:

- dead and made alive (Eph 2:1-5)
- grace as a gift, not a wage (Eph 2:8-9)
- created for good works (Eph 2:10)`,
      outline: [
        'Why Paul wrote from prison',
        'Dead and made alive (Ephesians 2:1-5)',
        'Grace, not wages (Ephesians 2:8-9)',
        "God's handiwork (Ephesians 2:10)",
      ],
      questions: [
        "Why do you think Paul stresses that salvation is 'not from yourselves'?",
        'Where are you tempted to earn what God wants to give?',
        "How does being 'God's handiwork' shape the way you see your work this week?",
        'What is the link between grace and good works in Ephesians 2:10?',
      ],
      reflectionPrompt:
        'Make two columns: things you try to earn, and things you have simply received. Pray over both.',
      pubdate: '2026-10-05',
      transcript: [
        {
          text: 'Welcome to Letters from Prison on The Daily Scroll. Paul wrote several letters while under arrest, and they are some of the most joyful things he wrote.',
        },
        {
          text: 'We start in Ephesians chapter 2. Paul describes us as dead in our wrongdoing, and then he writes two words that change everything. But God.',
        },
        {
          text: 'Ephesians chapter 2 verses 8 and 9 say, it is by grace you have been saved, through faith. This is not from yourselves, it is the gift of God, not by works, so that no one can boast.',
        },
        {
          text: 'A gift cannot be earned. If we could earn it, it would be a wage. Grace means we receive before we achieve.',
        },
        {
          text: "Verse 10 adds, we are God's handiwork, created to do good works. Good works are not the price of grace. They are what grace grows.",
        },
        {
          text: 'Think of a prisoner writing this. Paul could not go anywhere, yet he knew he was free. That is where we begin.',
        },
      ],
      chapters: [
        { title: 'A letter from chains', segmentIndex: 0 },
        { title: 'But God', segmentIndex: 1 },
        { title: 'Grace as a gift', segmentIndex: 2 },
        { title: "God's handiwork", segmentIndex: 4 },
      ],
    },
    {
      id: 'letters-2-joy-in-chains',
      title: 'Joy in Chains',
      summary: `In **Philippians 1** Paul sees his imprisonment as an opportunity: the whole palace guard has heard the good news (Phil 1:13). His famous line ==to live is Christ and to die is gain== (Phil 1:21) is not a wish to die, but a settled, fearless joy.`,
      outline: [
        'Thankful prayers (Philippians 1:3-6)',
        'Chains that advance the gospel (Philippians 1:12-14)',
        'To live is Christ (Philippians 1:21)',
        'A life worthy of the gospel (Philippians 1:27)',
      ],
      questions: [
        'How can joy and hardship exist at the same time?',
        'Has a setback in your life ever opened an unexpected door?',
        "What would 'to live is Christ' look like on an ordinary Tuesday?",
      ],
      reflectionPrompt:
        'Name one limitation you are living with. Ask God to show you one good thing that could grow within it.',
      pubdate: '2026-10-19',
      transcript: [
        {
          text: 'This is Letters from Prison. Today we open Philippians, a short letter full of the word joy, written by a man in chains.',
        },
        {
          text: 'In Philippians chapter 1 verse 6 Paul says he is confident that God, who began a good work in you, will carry it on to completion.',
        },
        {
          text: 'Then he explains that his chains have actually helped. The whole palace guard now knows why he is there, and other believers have become bolder.',
        },
        {
          text: 'Philippians chapter 1 verse 21 says, for to me, to live is Christ and to die is gain. Paul is not tired of life. He is simply free from fear.',
        },
        {
          text: 'Joy, for Paul, is not the absence of trouble. It is the presence of Christ in the middle of it.',
        },
      ],
      chapters: [
        { title: 'A letter of joy', segmentIndex: 0 },
        { title: 'Chains that help', segmentIndex: 2 },
        { title: 'To live is Christ', segmentIndex: 3 },
      ],
    },
    {
      id: 'letters-3-the-peace-that-guards',
      title: 'The Peace That Guards Your Heart',
      summary: `**Philippians 4:6-7** is a gentle prescription for anxious hearts: ==do not be anxious about anything==, but pray about everything, with thanksgiving. The result is a peace that *guards* our hearts and minds like a soldier at a gate. Paul then points us to whatever is true, noble and lovely (Phil 4:8).`,
      outline: [
        'Rejoice in the Lord always (Philippians 4:4-5)',
        'Prayer instead of worry (Philippians 4:6)',
        'Peace on guard duty (Philippians 4:7)',
        'Whatever is true (Philippians 4:8-9)',
      ],
      questions: [
        'What are you most anxious about right now?',
        'Why do you think Paul includes thanksgiving in the recipe for peace?',
        "What picture does 'guard your hearts' bring to mind?",
        "Which 'whatever is true' thing could you dwell on this week?",
        "How does Paul's situation in prison make these words more credible?",
      ],
      reflectionPrompt:
        'Write your worries as a list, then turn each one into a short request followed by one thing you are thankful for.',
      pubdate: '2026-11-02',
      transcript: [
        {
          text: 'Welcome to Letters from Prison. Today’s passage may be the most underlined in the whole letter to the Philippians.',
        },
        {
          text: 'Philippians chapter 4 verse 6 says, do not be anxious about anything, but in every situation, by prayer and petition, with thanksgiving, present your requests to God.',
        },
        {
          text: 'Paul is not scolding worried people. He is offering another place to put our worries. Instead of carrying them, we hand them over.',
        },
        {
          text: 'Verse 7 promises that the peace of God, which transcends all understanding, will guard your hearts and minds in Christ Jesus. The word guard is military, like a soldier at the gate.',
        },
        {
          text: "Remember that the writer is the one under guard. Soldiers watch Paul, and yet he says God's peace is watching over him.",
        },
        {
          text: 'Paul then tells us to think about whatever is true, noble, right, pure and lovely. Peace grows where our attention rests.',
        },
      ],
      chapters: [
        { title: 'Opening', segmentIndex: 0 },
        { title: 'Prayer instead of worry', segmentIndex: 1 },
        { title: 'Peace on guard', segmentIndex: 3 },
        { title: 'Whatever is true', segmentIndex: 5 },
      ],
    },
    {
      id: 'letters-4-more-than-a-slave',
      title: 'More Than a Slave',
      summary: `Paul's shortest letter, **Philemon**, is a personal appeal for Onesimus, a runaway who has become a believer. Paul asks Philemon to welcome him ==no longer as a slave, but as a dear brother== (Phlm 1:16). It is a small letter about a big idea: reconciliation. Compare Col 3:13.`,
      outline: [
        'A letter between friends (Philemon 1:1-7)',
        'An appeal, not an order (Philemon 1:8-11)',
        'No longer a slave, but a brother (Philemon 1:15-16)',
        'Charge it to me (Philemon 1:17-19)',
      ],
      questions: [
        'Why do you think Paul appeals rather than commands?',
        "Who might you need to welcome back as a 'brother' or 'sister'?",
        "How does 'charge it to me' echo what Christ has done for us?",
        'What would reconciliation cost you, and what might it give you?',
      ],
      reflectionPrompt:
        'Think of a relationship that needs repair. Write one practical step you could take toward it, and pray for courage.',
      pubdate: '2026-11-16',
      transcript: [
        {
          text: "This is Letters from Prison. Today we read the shortest of Paul's letters, just one chapter long: the letter to Philemon.",
        },
        {
          text: 'Onesimus had run away from his master Philemon. Somewhere along the way he met Paul in prison, and became a follower of Jesus.',
        },
        {
          text: 'Now Paul sends him back with this letter. In Philemon verse 16 he asks Philemon to receive Onesimus no longer as a slave, but as a dear brother.',
        },
        {
          text: "Paul even writes, if he owes you anything, charge it to me. It is a small picture of the gospel: someone stepping in to pay another's debt.",
        },
        {
          text: 'The letter does not tell us how Philemon answered. Perhaps that is deliberate. The question is left open for every reader.',
        },
        { text: 'Next time we continue in Colossians. Until then, who might you need to welcome home?' },
      ],
      chapters: [
        { title: 'An unusual letter', segmentIndex: 0 },
        { title: 'The appeal', segmentIndex: 2 },
        { title: 'Charge it to me', segmentIndex: 3 },
        { title: 'An open ending', segmentIndex: 4 },
      ],
    },
  ],
};
