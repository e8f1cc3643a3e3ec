import { describe, expect, it } from 'vitest';
import { alertForStatus, SEARCH_ALERTS } from './messages';

describe('SPEC §8 search messages', () => {
  it('maps 429, 401, other error statuses and exceptions', () => {
    expect(alertForStatus(429).title).toBe('Too Many Searches');
    expect(alertForStatus(429).description).toBe("You've searched too many times. Please wait a minute and try again.");
    expect(alertForStatus(401).title).toBe('Sign In Required');
    expect(alertForStatus(500).title).toBe('Search Error');
    expect(alertForStatus(400).title).toBe('Search Error');
    expect(alertForStatus(null).title).toBe('Search Unavailable');
    expect(alertForStatus(0).title).toBe('Search Unavailable');
  });
  it('has the failure text for success false', () => {
    expect(SEARCH_ALERTS.no_summary).toMatchObject({ title: 'Search Issue', description: 'Unable to generate summary for this query' });
  });
});
