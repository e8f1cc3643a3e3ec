// Pixel dimensions read from an image's headers, without decoding it. A 100-byte file can declare a
// 60000 x 60000 canvas that takes gigabytes to decode (a "decompression bomb"); whoever later shows the
// upload (an admin's browser, a thumbnailer) would pay for it. Reading the headers costs nothing.
import type { ImageType } from './image-type';

export interface ImageSize {
  width: number;
  height: number;
  /** Pixels across every frame (animated GIFs decode each frame). */
  totalPixels: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const has = (b: Uint8Array, i: number, n: number) => i >= 0 && i + n <= b.length;
const text = (b: Uint8Array, i: number, s: string) => has(b, i, s.length) && [...s].every((c, k) => b[i + k] === c.charCodeAt(0));
const single = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { width, height, totalPixels: width * height } : null;

function png(b: Uint8Array): ImageSize | null {
  // Signature (8), then the IHDR chunk: length (4), "IHDR", width (4), height (4).
  if (!text(b, 12, 'IHDR') || !has(b, 16, 8)) return null;
  return single(u32be(b, 16), u32be(b, 20));
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (has(b, i, 4)) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or the end before any frame header
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) return has(b, i + 5, 4) ? single(u16be(b, i + 7), u16be(b, i + 5)) : null;
    i += 2 + length;
  }
  return null;
}

function skipSubBlocks(b: Uint8Array, i: number): number {
  while (has(b, i, 1) && b[i] !== 0) i += b[i]! + 1;
  return has(b, i, 1) ? i + 1 : -1;
}

function gif(b: Uint8Array): ImageSize | null {
  if (!has(b, 6, 7)) return null;
  const size = single(u16le(b, 6), u16le(b, 8));
  if (!size) return null;
  let i = 13 + (b[10]! & 0x80 ? 3 * 2 ** ((b[10]! & 7) + 1) : 0);
  let totalPixels = 0;
  // Each frame is decoded at its own size, so an animation of many frames is as costly as a huge one.
  while (has(b, i, 1)) {
    const block = b[i]!;
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      if (!has(b, i, 2)) return null;
      i = skipSubBlocks(b, i + 2);
    } else if (block === 0x2c) {
      if (!has(b, i, 10)) return null;
      totalPixels += u16le(b, i + 5) * u16le(b, i + 7);
      const flags = b[i + 9]!;
      i += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0) + 1; // local colour table, LZW code size
      i = skipSubBlocks(b, i);
    } else return null;
    if (i < 0) break; // truncated: count what we have seen
  }
  return { ...size, totalPixels: Math.max(totalPixels, size.totalPixels) };
}

function webp(b: Uint8Array): ImageSize | null {
  // RIFF (4) size (4) WEBP (4) then the first chunk's fourcc at 12 and its data at 20.
  if (text(b, 12, 'VP8X') && has(b, 24, 6)) return single(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (text(b, 12, 'VP8L') && has(b, 21, 4) && b[20] === 0x2f) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return single((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  // Lossy: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height.
  if (text(b, 12, 'VP8 ') && has(b, 23, 7) && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return single(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  return null;
}

/** The declared size of an image of the given type, or null when its headers are missing or broken. */
export function readImageSize(type: ImageType, bytes: Uint8Array): ImageSize | null {
  switch (type) {
    case 'png':
      return png(bytes);
    case 'jpeg':
      return jpeg(bytes);
    case 'gif':
      return gif(bytes);
    case 'webp':
      return webp(bytes);
  }
}
