// Seeded randomness for the bench scripts, so every run asks for the same sequence of requests.

/** mulberry32: a tiny seeded PRNG; returns a function giving numbers in [0, 1). */
export function prng(seed) {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
