// Server-side checks of screenshot uploads: the count, each file's size, that its bytes are an image, and
// that the image is not a decompression bomb (a tiny file declaring a gigantic canvas).
// The browser compresses first (SPEC §9) but nothing it claims is trusted here.
import { BUG_REPORT_MESSAGES, formatFileSize, MAX_BUG_REPORT_IMAGES, MAX_BUG_REPORT_UPLOAD_BYTES } from '@rooted/shared';
import { AppError, badRequest } from '../../lib/errors';
import { checkUploadedImage, IMAGE_CONTENT_TYPES, type ImageType } from '../../lib/image-type';

export interface ScreenshotUpload {
  bytes: Uint8Array;
  type: ImageType;
  contentType: string;
  originalFilename: string;
}

const FILENAME_MAX_LENGTH = 255;

/** The name as the user's device had it, for admins only: no path, no control characters, bounded. */
export function cleanFilename(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return base.slice(0, FILENAME_MAX_LENGTH) || 'screenshot';
}

export async function readScreenshotUploads(files: File[]): Promise<ScreenshotUpload[]> {
  if (files.length > MAX_BUG_REPORT_IMAGES) throw badRequest(BUG_REPORT_MESSAGES.tooManyImages, 'too_many_images');
  const uploads: ScreenshotUpload[] = [];
  for (const file of files) {
    if (file.size > MAX_BUG_REPORT_UPLOAD_BYTES)
      throw new AppError(413, 'image_too_large', `Each screenshot must be at most ${formatFileSize(MAX_BUG_REPORT_UPLOAD_BYTES)}.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The bytes decide the type, and the headers must declare a size an admin's browser can decode.
    const image = checkUploadedImage(bytes, `"${cleanFilename(file.name)}"`);
    if (!image) throw badRequest(`"${cleanFilename(file.name)}" is not a PNG, JPG, GIF or WebP image.`, 'invalid_image');
    const { type } = image;
    uploads.push({ bytes, type, contentType: IMAGE_CONTENT_TYPES[type], originalFilename: cleanFilename(file.name) });
  }
  return uploads;
}
