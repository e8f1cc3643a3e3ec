// The certificate as a one-page PDF download: the same SVG rendered to pixels (resvg) and embedded as a
// Flate-compressed image. A PDF needs nothing more than that, so no PDF library is involved.
import { deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';

const RENDER_WIDTH = 2400; // ≈ 220 dpi across an 11-inch page
const PAGE_WIDTH_PT = 792; // 11 in; the height follows the certificate's proportions
const PAPER = [0xfb, 0xf9, 0xf3]; // the certificate's paper colour, under any transparent pixels

/** RGBA pixels flattened onto the paper colour as RGB rows (PDF images have no alpha without a mask). */
function toRgb(rgba: Uint8Array | Buffer): Buffer {
  const rgb = Buffer.alloc((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    const a = rgba[i + 3]! / 255;
    for (let k = 0; k < 3; k++) rgb[j + k] = Math.round(rgba[i + k]! * a + PAPER[k]! * (1 - a));
  }
  return rgb;
}

export function renderCertificatePdf(svg: string): Buffer {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: RENDER_WIDTH },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  }).render();
  const { width, height } = image;
  const pixels = deflateSync(toRgb(image.pixels));
  const pageHeight = Math.round((PAGE_WIDTH_PT * height) / width);
  const content = Buffer.from(`q ${PAGE_WIDTH_PT} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q\n`);

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH_PT} ${pageHeight}] ` +
        '/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB ` +
          `/BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n`,
      ),
      pixels,
      Buffer.from('\nendstream'),
    ]),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('endstream')]),
  ];

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    size += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(size),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
