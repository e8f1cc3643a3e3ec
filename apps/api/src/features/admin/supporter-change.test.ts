// The supporter rule (issue 12): a start date, and a renewal/end date when paid or granted for a period.
import { describe, expect, it } from 'vitest';
import { supporterChange } from '../auth/user-admin.service';

const now = new Date('2026-03-10T12:00:00Z');
const earlier = new Date('2026-01-01T00:00:00Z');
const later = new Date('2026-04-10T00:00:00Z');

describe('supporterChange', () => {
  it('grants from now, open-ended or until a renewal date', () => {
    expect(supporterChange({ current: { supporterSince: null, supporterUntil: null }, supporter: true, now })).toEqual({
      supporterSince: now,
      supporterUntil: null,
    });
    expect(supporterChange({ current: { supporterSince: null, supporterUntil: null }, supporter: true, until: later, now })).toEqual({
      supporterSince: now,
      supporterUntil: later,
    });
  });

  it('keeps the start date of a running period when renewing', () => {
    expect(supporterChange({ current: { supporterSince: earlier, supporterUntil: now }, supporter: true, until: later, now: earlier })).toEqual({
      supporterSince: earlier,
      supporterUntil: later,
    });
  });

  it('starts a new period after an ended one', () => {
    const ended = { supporterSince: earlier, supporterUntil: new Date('2026-02-01T00:00:00Z') };
    expect(supporterChange({ current: ended, supporter: true, now }).supporterSince).toEqual(now);
  });

  it('revokes by ending the period now, keeping the start as history; revoking a free user changes nothing', () => {
    expect(supporterChange({ current: { supporterSince: earlier, supporterUntil: null }, supporter: false, now })).toEqual({
      supporterSince: earlier,
      supporterUntil: now,
    });
    const none = { supporterSince: null, supporterUntil: null };
    expect(supporterChange({ current: none, supporter: false, now })).toBe(none);
  });
});
