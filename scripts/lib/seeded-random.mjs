// Deterministic randomness for the media generators: the same name always gives the same stream,
// so regenerating the artwork, video and audio gives the same files.

/** mulberry32 PRNG seeded from a string (FNV-1a), so each output has its own stable stream. */
export function rng(key) {
  let a = 2166136261;
  for (const ch of key) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r, lo, hi) => lo + r() * (hi - lo);
export const range = (n) => Array.from({ length: n }, (_, i) => i);

/** A seeded choice from `list`. */
export const pick = (r, list) => list[Math.floor(r() * list.length)];
/** True with probability `p`. */
export const chance = (r, p) => r() < p;
