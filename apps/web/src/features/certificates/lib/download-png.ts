// PNG download without a server renderer: the certificate SVG is drawn onto a canvas at twice its size.
// The SVG uses system fonts only and no outside resources, so the canvas is never tainted.
import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from '@rooted/shared';

const SCALE = 2;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('Could not draw the certificate.'));
    img.src = url;
  });
}

export async function svgToPngBlob(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const img = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = CERTIFICATE_WIDTH * SCALE;
    canvas.height = CERTIFICATE_HEIGHT * SCALE;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Could not draw the certificate.');
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not draw the certificate.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'letters-from-prison-certificate.png' from the series name. */
export function certificateFilename(seriesName: string, ext: string): string {
  const slug = seriesName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'rooted'}-certificate.${ext}`;
}
