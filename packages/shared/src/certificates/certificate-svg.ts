// The certificate as one SVG string: the server serves it as the Open Graph image, and the browser shows it
// and draws it onto a canvas for the PNG download, so all three always look the same. System fonts only:
// an SVG drawn as an image cannot load web fonts, and a canvas must not be tainted by outside resources.
import type { PublicCertificate } from '../contracts/certificates';
import { formatCertificateDate } from './certificate-date';

export const CERTIFICATE_WIDTH = 1200;
export const CERTIFICATE_HEIGHT = 800;

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#2f3b2f';
const MUTED = '#6b7566';
const SAGE = '#5f7f5a';
const LEAF = '#7fa56f';
const PAPER = '#fbf9f3';

/** Escapes text for SVG content and attribute values: user text never becomes markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Greedy word wrap by character count (good enough for a centred serif line), with an ellipsis cap. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.length === maxLines && lines.join(' ').length < words.join(' ').length) {
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[\s.,;:…]*$/, '').slice(0, maxChars - 1)}…`;
  }
  return lines;
}

/** A small seedling: two leaves on a curved stem above a mound of soil. */
function seedling(cx: number, top: number): string {
  return `<g transform="translate(${cx - 40} ${top})" aria-hidden="true">
    <path d="M8 92 Q40 74 72 92 Z" fill="#c9b79c"/>
    <path d="M40 90 C40 70 38 55 40 38" stroke="${SAGE}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M40 52 C24 52 10 42 8 22 C28 22 40 32 40 52 Z" fill="${LEAF}"/>
    <path d="M40 42 C44 20 58 8 76 8 C76 30 60 42 40 42 Z" fill="${SAGE}"/>
    <path d="M40 52 C30 46 20 38 14 28" stroke="${PAPER}" stroke-width="1.5" fill="none" opacity="0.7"/>
    <path d="M41 41 C50 32 60 22 70 14" stroke="${PAPER}" stroke-width="1.5" fill="none" opacity="0.7"/>
  </g>`;
}

function supporterBadge(): string {
  return `<g transform="translate(${CERTIFICATE_WIDTH - 250} 78)">
    <rect width="170" height="40" rx="20" fill="#f1e6c8" stroke="#c8a85a" stroke-width="1.5"/>
    <path d="M26 12 l3.2 6.6 7.2 1 -5.2 5 1.3 7.1 -6.5 -3.4 -6.5 3.4 1.3 -7.1 -5.2 -5 7.2 -1 z" fill="#b08a2e"/>
    <text x="98" y="26" text-anchor="middle" font-family="${SANS}" font-size="16" font-weight="600" fill="#7a5d17">Supporter</text>
  </g>`;
}

function centred(y: number, text: string, attrs: string): string {
  return `<text x="${CERTIFICATE_WIDTH / 2}" y="${y}" text-anchor="middle" ${attrs}>${escapeXml(text)}</text>`;
}

export interface CertificateSvgOptions {
  /** Printed in the footer so a paper or PNG copy can be checked; omitted when unknown. */
  verifyUrl?: string;
}

export function certificateSvg(cert: PublicCertificate, options: CertificateSvgOptions = {}): string {
  const W = CERTIFICATE_WIDTH;
  const H = CERTIFICATE_HEIGHT;
  const episodes = `${cert.episodeCount} ${cert.episodeCount === 1 ? 'episode' : 'episodes'}`;
  const learned = cert.learnedText ? wrapText(cert.learnedText, 86, 3) : [];
  const seriesLines = wrapText(cert.seriesName, 44, 2);
  const nameSize = cert.recipientName.length > 28 ? 48 : 62;
  const seriesTop = 442;
  const afterSeries = seriesTop + (seriesLines.length - 1) * 44;
  const learnedTop = afterSeries + 136;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">`,
    `<title>${escapeXml(`Certificate of completion: ${cert.recipientName}, ${cert.seriesName}`)}</title>`,
    `<rect width="${W}" height="${H}" fill="${PAPER}"/>`,
    `<rect x="28" y="28" width="${W - 56}" height="${H - 56}" rx="18" fill="none" stroke="${SAGE}" stroke-width="3"/>`,
    `<rect x="42" y="42" width="${W - 84}" height="${H - 84}" rx="12" fill="none" stroke="${LEAF}" stroke-width="1" stroke-dasharray="2 6"/>`,
    seedling(W / 2, 70),
    centred(200, 'CERTIFICATE OF COMPLETION', `font-family="${SANS}" font-size="18" letter-spacing="6" fill="${SAGE}" font-weight="600"`),
    centred(252, 'This certifies that', `font-family="${SERIF}" font-size="22" font-style="italic" fill="${MUTED}"`),
    centred(328, cert.recipientName, `font-family="${SERIF}" font-size="${nameSize}" fill="${INK}"`),
    `<line x1="${W / 2 - 220}" y1="352" x2="${W / 2 + 220}" y2="352" stroke="${LEAF}" stroke-width="1.5"/>`,
    centred(392, 'has completed the series', `font-family="${SERIF}" font-size="22" font-style="italic" fill="${MUTED}"`),
    ...seriesLines.map((line, i) =>
      centred(seriesTop + i * 44, line, `font-family="${SERIF}" font-size="38" font-weight="bold" fill="${INK}"`),
    ),
    centred(afterSeries + 42, `from ${cert.podcastName}`, `font-family="${SANS}" font-size="20" fill="${MUTED}"`),
    centred(
      afterSeries + 78,
      `${episodes} · completed ${formatCertificateDate(cert.issuedAt)}`,
      `font-family="${SANS}" font-size="18" fill="${SAGE}" font-weight="600"`,
    ),
  ];
  if (learned.length) {
    parts.push(
      centred(learnedTop, 'What I learned', `font-family="${SANS}" font-size="14" letter-spacing="3" fill="${SAGE}" font-weight="600"`),
      ...learned.map((line, i) =>
        centred(learnedTop + 30 + i * 26, i === 0 ? `“${line}` : line, `font-family="${SERIF}" font-size="19" font-style="italic" fill="${INK}"`),
      ),
    );
    const last = parts.length - 1;
    parts[last] = parts[last]!.replace(/<\/text>$/, '”</text>');
  }
  if (cert.supporter) parts.push(supporterBadge());
  parts.push(
    `<text x="80" y="${H - 70}" font-family="${SERIF}" font-size="22" fill="${SAGE}">Rooted</text>`,
    `<text x="${W - 80}" y="${H - 70}" text-anchor="end" font-family="${SANS}" font-size="14" fill="${MUTED}">${escapeXml(
      options.verifyUrl ? `Verify: ${options.verifyUrl}` : `Certificate ${cert.code}`,
    )}</text>`,
    '</svg>',
  );
  return parts.join('\n');
}
