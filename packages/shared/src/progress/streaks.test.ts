import { describe, expect, it } from 'vitest';
import { computeStreak, isValidTimeZone, localDay, previousDay, STREAK_LOOKBACK_DAYS } from './streaks';

const at = (iso: string) => new Date(iso);

describe('SPEC §9 streaks: consecutive local days; yesterday counts if today is missing', () => {
  it.each([
    ['no activity', [], '2026-03-10T12:00:00Z', 0],
    ['today only', ['2026-03-10T08:00:00Z'], '2026-03-10T12:00:00Z', 1],
    ['yesterday only (today missing still counts)', ['2026-03-09T08:00:00Z'], '2026-03-10T12:00:00Z', 1],
    ['two days ago only: broken', ['2026-03-08T08:00:00Z'], '2026-03-10T12:00:00Z', 0],
    [
      'three days in a row ending today',
      ['2026-03-08T08:00:00Z', '2026-03-09T08:00:00Z', '2026-03-10T08:00:00Z'],
      '2026-03-10T12:00:00Z',
      3,
    ],
    [
      'a gap breaks the run',
      ['2026-03-06T08:00:00Z', '2026-03-08T08:00:00Z', '2026-03-09T08:00:00Z'],
      '2026-03-10T12:00:00Z',
      2,
    ],
    [
      'many events on one day count once',
      ['2026-03-10T01:00:00Z', '2026-03-10T02:00:00Z', '2026-03-10T23:00:00Z'],
      '2026-03-10T23:30:00Z',
      1,
    ],
  ])('%s → %i (UTC)', (_name, activity, now, expected) =>
    expect(computeStreak({ activity, timeZone: 'UTC', now: at(now) })).toBe(expected),
  );
});

describe('streak days cross midnight and month ends in the local time zone', () => {
  it.each([
    // 23:30 in New York on 31 Jan is 04:30 UTC on 1 Feb: it belongs to 31 Jan locally.
    [
      'month end, late evening local',
      ['2026-02-01T04:30:00Z', '2026-02-01T15:00:00Z'],
      'America/New_York',
      '2026-02-01T20:00:00Z',
      2,
    ],
    [
      'same instants in UTC fall on one day',
      ['2026-02-01T04:30:00Z', '2026-02-01T15:00:00Z'],
      'UTC',
      '2026-02-01T20:00:00Z',
      1,
    ],
    // 00:30 in Tokyo on 1 Mar is 15:30 UTC on 28 Feb.
    [
      'leap-free February into March, just after local midnight',
      ['2026-02-28T10:00:00Z', '2026-02-28T15:30:00Z'],
      'Asia/Tokyo',
      '2026-03-01T03:00:00Z',
      2,
    ],
    [
      'year end',
      ['2025-12-30T12:00:00Z', '2025-12-31T12:00:00Z', '2026-01-01T12:00:00Z'],
      'Europe/London',
      '2026-01-01T18:00:00Z',
      3,
    ],
    [
      'leap day',
      ['2028-02-28T12:00:00Z', '2028-02-29T12:00:00Z', '2028-03-01T12:00:00Z'],
      'UTC',
      '2028-03-01T13:00:00Z',
      3,
    ],
    // "Now" just after local midnight: today (1 Apr) is missing, yesterday (31 Mar) counts.
    [
      'just after local midnight, yesterday counts',
      ['2026-03-30T18:00:00Z', '2026-03-31T18:00:00Z'],
      'Europe/Berlin',
      '2026-03-31T22:05:00Z',
      2,
    ],
  ])('%s (%s)', (_name, activity, timeZone, now, expected) =>
    expect(computeStreak({ activity, timeZone, now: at(now) })).toBe(expected),
  );
});

describe('streaks across a time-zone change', () => {
  it('a daylight-saving change (New York, 8 March 2026) neither skips nor repeats a day', () => {
    const activity = ['2026-03-07T14:00:00Z', '2026-03-08T14:00:00Z', '2026-03-09T14:00:00Z'];
    expect(computeStreak({ activity, timeZone: 'America/New_York', now: at('2026-03-09T20:00:00Z') })).toBe(
      3,
    );
  });

  it('the autumn change (London, 25 October 2026) with activity at 00:30 local time on both sides', () => {
    // 00:30 BST on 25 Oct is 23:30 UTC on 24 Oct; 00:30 GMT on 26 Oct is 00:30 UTC on 26 Oct.
    const activity = ['2026-10-24T23:30:00Z', '2026-10-26T00:30:00Z'];
    const now = at('2026-10-26T10:00:00Z');
    expect(computeStreak({ activity, timeZone: 'Europe/London', now })).toBe(2);
    // Read in UTC the first one falls on the 24th, leaving a gap on the 25th.
    expect(computeStreak({ activity, timeZone: 'UTC', now })).toBe(1);
    expect(
      computeStreak({ activity: ['2026-10-24T12:00:00Z', ...activity], timeZone: 'Europe/London', now }),
    ).toBe(3);
  });

  it("the same history read in a new time zone after travelling gives that zone's days", () => {
    // Evenings in Los Angeles (UTC-8): 20:00 local = 04:00 UTC next day.
    const activity = ['2026-01-10T04:00:00Z', '2026-01-11T04:00:00Z', '2026-01-12T04:00:00Z'];
    const now = at('2026-01-12T06:00:00Z');
    expect(computeStreak({ activity, timeZone: 'America/Los_Angeles', now })).toBe(3);
    // Read from Auckland (UTC+13) the same instants are 17:00 on 10, 11 and 12 Jan; now is 19:00 on the 12th.
    expect(computeStreak({ activity, timeZone: 'Pacific/Auckland', now })).toBe(3);
    // The same single review, 46 hours before "now": yesterday in Los Angeles, two days ago in Kiritimati.
    const review = ['2026-01-10T09:00:00Z'];
    const later = at('2026-01-12T07:00:00Z');
    expect(computeStreak({ activity: review, timeZone: 'America/Los_Angeles', now: later })).toBe(1);
    expect(computeStreak({ activity: review, timeZone: 'Pacific/Kiritimati', now: later })).toBe(0);
  });
});

describe('SPEC §9: streaks look back up to 366 days', () => {
  it('caps a longer run at 366', () => {
    const now = at('2026-06-30T12:00:00Z');
    const activity = Array.from({ length: 400 }, (_, i) => new Date(now.getTime() - i * 86_400_000));
    expect(computeStreak({ activity, timeZone: 'UTC', now })).toBe(STREAK_LOOKBACK_DAYS);
  });
});

describe('local days', () => {
  it('formats the local calendar day and steps back across month ends', () => {
    expect(localDay(at('2026-02-01T04:30:00Z'), 'America/New_York')).toBe('2026-01-31');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });

  it('steps back one calendar day from every day of four years, leap day included', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(previousDay(day)).toBe(new Date(t - 86_400_000).toISOString().slice(0, 10));
    }
  });

  it('asked again and again around local midnight, the day changes exactly at midnight (one Intl call per minute)', () => {
    const zone = 'Asia/Kolkata'; // +05:30: local midnight is at 18:30 UTC
    expect(localDay(at('2026-05-04T18:29:00Z'), zone)).toBe('2026-05-04');
    expect(localDay(at('2026-05-04T18:29:59.999Z'), zone)).toBe('2026-05-04');
    expect(localDay(at('2026-05-04T18:30:00Z'), zone)).toBe('2026-05-05');
    expect(localDay(at('2026-05-04T18:30:59Z'), zone)).toBe('2026-05-05');
    expect(localDay(at('2026-05-04T18:29:30Z'), zone)).toBe('2026-05-04');
    expect(localDay(at('2026-05-04T18:29:30Z'), 'UTC')).toBe('2026-05-04');
    expect(localDay(at('2026-05-04T18:29:30Z'), 'Pacific/Kiritimati')).toBe('2026-05-05');
  });

  it('gives the UTC day without Intl, the same day Intl gives, at and around UTC midnight and over many years', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    const instants = [at('2026-05-04T23:59:59.999Z'), at('2026-05-05T00:00:00Z'), at('2028-02-29T12:00:00Z'), at('1970-01-01T00:00:00Z')];
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2060, 0, 1); ms += 7_777_777_777) instants.push(new Date(ms));
    for (const instant of instants) expect(localDay(instant, 'UTC'), instant.toISOString()).toBe(intl.format(instant));
  });

  it('rejects unknown time zones and falls back to UTC', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(
      computeStreak({
        activity: ['2026-03-10T01:00:00Z'],
        timeZone: 'Mars/Olympus',
        now: at('2026-03-10T02:00:00Z'),
      }),
    ).toBe(1);
  });
});
