// SPEC §9 screenshot compression in the browser: draw on a canvas with the long side at most 1200 px,
// encode as WebP from quality 0.8 down by 0.1 to 0.3 until the result is at most 500 KB.
import { BUG_REPORT_MESSAGES } from '@rooted/shared/bug-reports/constants';
import { encodeWithinTarget, fitWithin } from '@rooted/shared/bug-reports/compression';

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(BUG_REPORT_MESSAGES.loadFailed));
    };
    image.src = url;
  });
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(BUG_REPORT_MESSAGES.compressFailed))), 'image/webp', quality),
  );
}

/**
 * The compressed screenshot, named like the original (the server records the original name) but with its
 * real type: WebP, or PNG in browsers that cannot encode WebP (the server accepts both).
 */
export async function compressImage(file: File): Promise<File> {
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(BUG_REPORT_MESSAGES.noCanvasContext);
  context.drawImage(image, 0, 0, width, height);
  const { result } = await encodeWithinTarget((quality) => toBlob(canvas, quality));
  return new File([result], file.name, { type: result.type || 'image/webp' });
}
