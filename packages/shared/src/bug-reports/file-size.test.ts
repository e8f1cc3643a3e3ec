import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('screenshot sizes in Bytes, KB or MB (SPEC §9)', () => {
  it('shows zero and small sizes in Bytes', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });
  it('switches to KB at 1024 bytes, with at most two decimals', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(500 * 1024)).toBe('500 KB');
    expect(formatFileSize(1234)).toBe('1.21 KB');
  });
  it('uses MB from 1024 KB, and stays in MB for larger files', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5120 MB');
  });
  it('treats nonsense as zero', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});
