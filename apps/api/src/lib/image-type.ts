// What an upload really is, from its first bytes: a browser-declared type or a file name proves nothing.
import { badRequest } from './errors';
import { readImageSize } from './image-dimensions';

export type ImageType = 'webp' | 'png' | 'jpeg' | 'gif';

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  // RIFF <size> WEBP VP8(space|L|X)
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) return 'webp';
  return null;
}

/** Decoding cost caps for uploads: more than any screen or camera, far less than a decompression bomb. */
export const IMAGE_MAX_SIDE = 16_384;
export const IMAGE_MAX_PIXELS = 40_000_000;

export interface CheckedImage {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * What an uploaded image really is and how big it says it is. Null when the bytes are not a PNG, JPEG,
 * GIF or WebP with readable headers (the caller says so in its own words); a 400 `image_dimensions`
 * error when it declares more pixels than IMAGE_MAX_SIDE / IMAGE_MAX_PIXELS allow.
 */
export function checkUploadedImage(bytes: Uint8Array, label = 'The image'): CheckedImage | null {
  const type = detectImageType(bytes);
  const size = type && readImageSize(type, bytes);
  if (!type || !size) return null;
  const { width, height, totalPixels } = size;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || totalPixels > IMAGE_MAX_PIXELS)
    throw badRequest(
      `${label} is too large to display (${width} × ${height} pixels${totalPixels > width * height ? ` in ${Math.round(totalPixels / (width * height))} frames` : ''}). ` +
        `Images may be at most ${IMAGE_MAX_SIDE} pixels on a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
      'image_dimensions',
    );
  return { type, width, height };
}
