import { describe, expect, it } from 'vitest';
import { encodeWithinTarget, fitWithin, qualitySteps } from './compression';

describe('screenshot compression (SPEC §9)', () => {
  it('tries quality 0.8 down by 0.1 to 0.3, exactly', () => {
    expect(qualitySteps()).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
  });

  it('resizes so the long side is at most 1200 px, keeping the aspect ratio', () => {
    expect(fitWithin(2400, 1200)).toEqual({ width: 1200, height: 600 });
    expect(fitWithin(1080, 2340)).toEqual({ width: 554, height: 1200 });
    expect(fitWithin(1200, 1200)).toEqual({ width: 1200, height: 1200 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('stops at the first quality whose result is at most 500 KB (512,000 bytes)', async () => {
    const tried: number[] = [];
    const sizes: Record<number, number> = { 0.8: 900_000, 0.7: 700_000, 0.6: 513_000, 0.5: 400_000 };
    const { quality, result } = await encodeWithinTarget(async (q) => {
      tried.push(q);
      return { size: sizes[q] ?? 100 };
    });
    expect(tried).toEqual([0.8, 0.7, 0.6, 0.5]);
    expect(quality).toBe(0.5);
    expect(result.size).toBe(400_000);
  });

  it('keeps the first result when it is already small enough', async () => {
    const { quality } = await encodeWithinTarget(async () => ({ size: 10 }));
    expect(quality).toBe(0.8);
  });

  it('keeps the 0.3 result when nothing reaches the target', async () => {
    const tried: number[] = [];
    const { quality } = await encodeWithinTarget(async (q) => {
      tried.push(q);
      return { size: 2_000_000 };
    });
    expect(tried).toHaveLength(6);
    expect(quality).toBe(0.3);
  });
});
