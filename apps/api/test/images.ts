// Image files with real headers (signature and declared size) for upload tests. The pixel data is
// filler: the server reads headers only and never decodes uploads.
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

/** `header` padded with filler bytes to `size` (at least the header's length). */
function padded(header: number[], size: number, fill = 7): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, header.length)).fill(fill);
  bytes.set(header);
  return bytes;
}

export function png(width = 16, height = 16, size = 64): Uint8Array {
  const ihdr = [...be32(13), ...ascii('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0, ...be32(0)];
  return padded([0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr], size);
}

export function jpeg(width = 16, height = 16, size = 64): Uint8Array {
  const app0 = [0xff, 0xe0, ...be16(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return padded([0xff, 0xd8, ...app0, 0xff, 0xff, ...sof0, 0xff, 0xda, ...be16(12)], size);
}

/** A GIF with `frames` frames of `frameWidth` x `frameHeight` (the screen size by default). */
export function gif(width = 16, height = 16, { frames = 1, frameWidth = width, frameHeight = height } = {}): Uint8Array {
  const frame = [0x2c, 0, 0, 0, 0, ...le16(frameWidth), ...le16(frameHeight), 0, 2, 1, 0, 0];
  return new Uint8Array([...ascii('GIF89a'), ...le16(width), ...le16(height), 0, 0, 0, ...Array<number[]>(frames).fill(frame).flat(), 0x3b]);
}

export function webp(width = 16, height = 16, kind: 'VP8 ' | 'VP8L' | 'VP8X' = 'VP8 ', size = 64): Uint8Array {
  const chunk =
    kind === 'VP8X'
      ? [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]
      : kind === 'VP8L'
        ? [0x2f, ...(((w, h) => [w & 255, ((w >>> 8) & 0x3f) | ((h & 3) << 6), (h >>> 2) & 255, (h >>> 10) & 0xf])(width - 1, height - 1))]
        : [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height)];
  return padded([...ascii('RIFF'), ...le24(size - 8), 0, ...ascii('WEBP'), ...ascii(kind), ...le24(chunk.length), 0, ...chunk], size);
}
