import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectImageType (uploads are checked by their bytes)', () => {
  it('recognises PNG, JPEG, GIF and WebP signatures', () => {
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8L'))).toBe('webp');
  });
  it('refuses text, other RIFF files, truncated headers and empty input', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
