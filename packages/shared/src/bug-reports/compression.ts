// SPEC §9 screenshot compression, as pure rules: the browser supplies the canvas encoder.
export const SCREENSHOT_MAX_DIMENSION = 1200;
export const SCREENSHOT_TARGET_BYTES = 500 * 1024;
export const SCREENSHOT_START_QUALITY = 0.8;
export const SCREENSHOT_MIN_QUALITY = 0.3;
export const SCREENSHOT_QUALITY_STEP = 0.1;

/** 0.8, 0.7, … 0.3, computed in tenths so that floating-point drift never skips or repeats a step. */
export function qualitySteps(): number[] {
  const steps: number[] = [];
  const toTenths = (q: number) => Math.round(q * 10);
  for (let t = toTenths(SCREENSHOT_START_QUALITY); t >= toTenths(SCREENSHOT_MIN_QUALITY); t -= toTenths(SCREENSHOT_QUALITY_STEP))
    steps.push(t / 10);
  return steps;
}

/** Scales so that the long side is at most `max` pixels, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max = SCREENSHOT_MAX_DIMENSION): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Encodes at each quality step until the result is at most `targetBytes`; if even the lowest quality is
 * larger, the lowest-quality result is kept (SPEC §9 stops at 0.3).
 */
export async function encodeWithinTarget<B extends { size: number }>(
  encode: (quality: number) => Promise<B>,
  targetBytes = SCREENSHOT_TARGET_BYTES,
): Promise<{ result: B; quality: number }> {
  let last: { result: B; quality: number } | undefined;
  for (const quality of qualitySteps()) {
    last = { result: await encode(quality), quality };
    if (last.result.size <= targetBytes) return last;
  }
  return last!;
}
