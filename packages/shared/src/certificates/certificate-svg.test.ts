import { describe, expect, it } from 'vitest';
import { certificateSvg, wrapText } from './certificate-svg';

const cert = {
  code: 'abcdefghijklmnopqrstuvwx',
  recipientName: 'Ann <script>alert(1)</script> & "Co"',
  seriesName: 'Letters from Prison',
  podcastName: 'Demo Podcast',
  episodeCount: 4,
  supporter: true,
  issuedAt: '2026-03-05T23:30:00.000Z',
  learnedText: null,
};

describe('certificate SVG', () => {
  it('escapes user text so it can never become markup', () => {
    const svg = certificateSvg(cert);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Ann &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34;');
  });

  it('prints the date in UTC, the episode count and the supporter badge', () => {
    const svg = certificateSvg(cert);
    expect(svg).toContain('4 episodes · completed March 5, 2026');
    expect(svg).toContain('Supporter');
    expect(certificateSvg({ ...cert, supporter: false })).not.toContain('Supporter');
  });

  it("shows 'What I learned' only when there is shared text", () => {
    expect(certificateSvg(cert)).not.toContain('What I learned');
    expect(certificateSvg({ ...cert, learnedText: 'Grace first.' })).toContain('“Grace first.”');
  });

  it('wraps long text into capped lines', () => {
    const lines = wrapText('one two three four five six seven eight', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(wrapText('short', 10, 2)).toEqual(['short']);
  });
});
