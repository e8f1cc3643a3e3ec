import { describe, expect, it } from 'vitest';
import { gif, jpeg, png, webp } from '../../test/images';
import { readImageSize } from './image-dimensions';
import { checkUploadedImage, detectImageType, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from './image-type';

const size = (bytes: Uint8Array) => {
  const type = detectImageType(bytes);
  return type && readImageSize(type, bytes);
};

describe('image sizes are read from the headers, without decoding', () => {
  it.each([
    ['PNG', png(640, 480)],
    ['JPEG', jpeg(640, 480)],
    ['GIF', gif(640, 480)],
    ['WebP (lossy)', webp(640, 480, 'VP8 ')],
    ['WebP (lossless)', webp(640, 480, 'VP8L')],
    ['WebP (extended)', webp(640, 480, 'VP8X')],
  ])('%s 640 x 480', (_, bytes) => {
    expect(size(bytes)).toEqual({ width: 640, height: 480, totalPixels: 640 * 480 });
  });

  it('counts every frame of an animated GIF', () => {
    expect(size(gif(100, 100, { frames: 5 }))?.totalPixels).toBe(50_000);
  });

  it('a truncated or inconsistent header has no size', () => {
    expect(size(png().subarray(0, 20))).toBeNull();
    expect(size(jpeg().subarray(0, 12))).toBeNull();
    expect(size(png(0, 10))).toBeNull();
    const noStartCode = webp();
    noStartCode[23] = 0;
    expect(size(noStartCode)).toBeNull();
    // Scan data before any frame header.
    expect(size(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]))).toBeNull();
  });
});

describe('decompression bombs are refused before anything stores or shows them', () => {
  it.each([
    ['a PNG of 100000 x 100000', png(100_000, 100_000)],
    ['a PNG wider than the side limit', png(IMAGE_MAX_SIDE + 1, 10)],
    ['a JPEG of 65535 x 65535', jpeg(65_535, 65_535)],
    ['a GIF screen of 65535 x 65535', gif(65_535, 65_535)],
    ['a GIF of 2000 frames of 200 x 200', gif(200, 200, { frames: 2000 })],
    ['a lossy WebP of 16383 x 16383', webp(16_383, 16_383, 'VP8 ')],
    ['a lossless WebP of 16384 x 16384', webp(16_384, 16_384, 'VP8L')],
    ['an extended WebP of 16384 x 16384', webp(16_384, 16_384, 'VP8X')],
  ])('%s (a small file)', (_, bytes) => {
    expect(bytes.length).toBeLessThan(50_000);
    expect(() => checkUploadedImage(bytes, '"bomb.png"')).toThrow(/too large to display/);
    try {
      checkUploadedImage(bytes);
    } catch (err) {
      expect(err).toMatchObject({ status: 400, code: 'image_dimensions' });
    }
  });

  it('accepts real screenshot sizes up to the limits', () => {
    expect(checkUploadedImage(png(3840, 2160))).toEqual({ type: 'png', width: 3840, height: 2160 });
    expect(checkUploadedImage(jpeg(IMAGE_MAX_SIDE, Math.floor(IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE)))).toMatchObject({ type: 'jpeg' });
    expect(checkUploadedImage(gif(400, 300, { frames: 10 }))).toMatchObject({ type: 'gif' });
  });

  it('bytes that are no image, or an image without a readable size, are not accepted', () => {
    expect(checkUploadedImage(new TextEncoder().encode('<svg onload="alert(1)"/>'))).toBeNull();
    expect(checkUploadedImage(png().subarray(0, 16))).toBeNull();
  });
});
