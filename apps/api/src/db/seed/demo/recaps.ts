import type { DemoRecap } from './types.js';

/** One recap per demo series. Original writing for Rooted. */
export const DEMO_RECAPS: DemoRecap[] = [
  {
    id: 'recap-psalms-for-the-weary',
    title: 'Psalms for the Weary: Series Recap',
    seriesPrefix: 'PSW',
    body: `## What we read

Over five weeks we prayed through five psalms that meet tired people where they are:

1. **Psalm 23**: the shepherd who provides, even in the darkest valley (Ps 23:4)
2. **Psalm 42**: thirst, tears and talking back to your own soul (Ps 42:5)
3. **Psalm 46**: a refuge when the earth gives way (Ps 46:1)
4. **Psalm 121**: the keeper who never sleeps (Ps 121:3-4)
5. **Psalm 139**: being fully known, and loved anyway (Ps 139:14)

## The thread that ties them together

Each psalm moves from honest description to **trust**. None of them deny the trouble; all of them turn toward God in the middle of it. ==Weariness is not the opposite of faith.== Often it is where faith learns to rest.

> Be still, and know that I am God. (Ps 46:10)

## Keep going

- Choose one psalm and read it every day for a week.
- Notice the moment in each psalm where the writer turns toward God.
- Write a short psalm of your own, in your own words.`,
    keyVerses: ['Ps 23:1', 'Ps 42:5', 'Ps 46:10', 'Ps 121:2', 'Ps 139:14'],
  },
  {
    id: 'recap-letters-from-prison',
    title: 'Letters from Prison: Recap So Far',
    seriesPrefix: 'LFP',
    body: `## Where we have been

This series is still running. So far we have read four passages that Paul wrote while under arrest:

- **Ephesians 2**: saved by grace, through faith, and made for good works (Eph 2:8-10)
- **Philippians 1**: chains that helped the good news spread, and *to live is Christ* (Phil 1:21)
- **Philippians 4**: prayer instead of worry, and a peace that stands guard (Phil 4:6-7)
- **Philemon**: a runaway welcomed back as a brother (Phlm 1:16)

## What stands out

Paul's circumstances were narrow, but his letters are wide open. He writes about ==freedom, joy and peace== from the one place we would least expect them. The source of that freedom is grace: a gift received, not a wage earned.

## Before the next episode

1. Reread Philippians 4:6-7 and turn one worry into a prayer.
2. Ask where a "confined place" in your life could become a place of grace.`,
    keyVerses: ['Eph 2:8-9', 'Phil 1:21', 'Phil 4:6-7', 'Phlm 1:16'],
  },
  {
    id: 'recap-parables-of-grace',
    title: 'Parables of Grace: Recap So Far',
    seriesPrefix: 'POG',
    body: `## Four stories, one heart

Jesus told parables to show what God is like. In this series so far we have met:

- a father who **runs** to his returning son (Luke 15:20)
- a shepherd and a woman who search until they find what was lost (Luke 15:4-10)
- a Samaritan who crosses the road to show mercy (Luke 10:33-37)
- a landowner who pays a full day's wage for one hour (Matt 20:1-16)

## What they teach about grace

In every story someone receives more than they expected, and someone else struggles with it. ==Grace is generous, and generosity can offend.== The elder brother and the all-day workers invite us to ask whether we can rejoice when grace reaches others.

> Or are you envious because I am generous? (Matt 20:15)

## Try this

Retell one of these parables in a modern setting, and ask a friend which character they relate to most.`,
    keyVerses: ['Luke 15:20', 'Luke 15:7', 'Luke 10:36-37', 'Matt 20:15'],
  },
];
