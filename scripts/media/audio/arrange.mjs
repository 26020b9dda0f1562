// Arranges a song spec into note events: sections, groove, bass line, chords, melody.
import { PENTATONIC, QUALITY } from './theory.mjs';
import { between, chance, pick, rng } from '../../lib/seeded-random.mjs';

/** Note events for a piece of `seconds` length. Times in seconds. */
export function arrange(spec, seconds, { loop = false } = {}) {
  const r = rng(`arrange:${spec.seed}`);
  const beat = 60 / spec.bpm;
  const bar = 4 * beat;
  const bars = Math.ceil(seconds / bar) + 1;
  const ev = [];
  const sw = (pos16) => {
    // position in 16ths inside a bar -> seconds, swinging the off-beat 8ths and 16ths
    const b = Math.floor(pos16 / 4);
    const sub = pos16 % 4;
    const s = spec.swing;
    const frac = [0, s / 2, s, s + (1 - s) / 2][sub];
    return (b + frac) * beat;
  };
  const jitter = () => (r() - 0.5) * 0.012;
  // sections: loops have everything from bar 0; full pieces have an intro, a break and an outro
  const introBars = loop ? 0 : 2;
  const leadFrom = loop ? 1 : introBars + 4;
  const leadTo = loop ? bars : leadFrom + 8;
  const breakAt = loop ? -1 : leadTo;
  const drumsOn = (i) => i >= introBars && i !== breakAt && i * bar < seconds - bar * 0.75;
  const tonicBass = 36 + (spec.tonic <= 8 ? spec.tonic : spec.tonic - 12);

  // voice-led chord voicings in a warm middle register
  const voicings = spec.prog.map(([deg, q]) => {
    const root = spec.tonic + deg;
    const tones = QUALITY[q].slice(1).map((iv) => {
      let m = 48 + ((root + iv) % 12);
      while (m < 55) m += 12;
      while (m > 72) m -= 12;
      return m;
    });
    return {
      root: tonicBass + deg - (deg > 6 ? 12 : 0),
      tones: [...new Set(tones)].sort((a, b) => a - b),
      pcs: QUALITY[q].map((iv) => (root + iv) % 12),
    };
  });

  const melody = makeMelody(spec, r);

  for (let i = 0; i < bars; i++) {
    const t0 = i * bar;
    const v = voicings[i % voicings.length];
    const next = voicings[(i + 1) % voicings.length];
    // electric piano comping
    const hits = [
      [[0, 14]],
      [
        [0, 6],
        [6, 10],
      ],
      [
        [0, 5],
        [7, 3],
        [10, 6],
      ],
      [
        [0, 10],
        [11, 5],
      ],
    ][spec.keysPattern];
    for (const [p, len] of hits) {
      const vel = p === 0 ? between(r, 0.8, 0.95) : between(r, 0.6, 0.78);
      v.tones.forEach((m, k) => {
        ev.push({
          inst: 'keys',
          t: t0 + sw(p) + k * 0.011 + jitter(),
          dur: (len / 4) * beat,
          m,
          vel: vel * (k === 0 ? 0.9 : 1),
          pan: -0.25 + (k / v.tones.length) * 0.5,
        });
      });
    }
    if (spec.pad) {
      v.tones.forEach((m, k) =>
        ev.push({
          inst: 'pad',
          t: t0,
          dur: bar,
          m: m + (k % 2 ? 12 : 0),
          vel: 1,
          pan: k % 2 ? 0.5 : -0.5,
        }),
      );
    }
    // bass
    if (i >= (loop ? 0 : 1) && t0 < seconds - bar * 0.5) {
      const approach = chance(r, 0.6) ? next.root - 1 : next.root + 2;
      const lines = [
        [
          [0, 6, v.root],
          [6, 2, v.root + 12],
          [10, 4, v.root],
          [14, 2, approach],
        ],
        [
          [0, 8, v.root],
          [10, 2, v.root + 7],
          [12, 4, v.root],
        ],
        [
          [0, 3, v.root],
          [3, 3, v.root],
          [8, 5, v.root + 7],
          [14, 2, v.root + 12],
        ],
      ][spec.bassPattern];
      for (const [p, len, m] of lines)
        ev.push({
          inst: 'bass',
          t: t0 + sw(p) + jitter() * 0.5,
          dur: (len / 4) * beat,
          m,
          vel: p === 0 ? 1 : 0.8,
          pan: 0,
        });
    }
    // drums
    if (drumsOn(i)) {
      const kicks = [
        [0, 10],
        [0, 7, 10],
        [0, 3, 8, 10],
        [0, 10, 11],
      ][spec.kickPattern];
      for (const p of kicks)
        ev.push({ inst: 'kick', t: t0 + sw(p) + jitter() * 0.3, vel: p === 0 ? 1 : 0.8, pan: 0 });
      for (const p of [4, 12])
        ev.push({
          inst: spec.snare,
          t: t0 + sw(p) + 0.004 + jitter() * 0.5,
          vel: p === 12 ? 1 : 0.92,
          pan: 0.05,
        });
      if (chance(r, 0.35))
        ev.push({ inst: spec.snare, t: t0 + sw(15) + jitter(), vel: 0.3, pan: 0.05 });
      for (let p = 0; p < 16; p++) {
        let vel = 0;
        if (spec.hatStyle === 0 && p % 2 === 0) vel = p % 4 === 0 ? 0.9 : 0.6;
        if (spec.hatStyle === 1)
          vel = p % 4 === 0 ? 0.85 : p % 2 === 0 ? 0.55 : chance(r, 0.35) ? 0.3 : 0;
        if (spec.hatStyle === 2 && p % 2 === 0) vel = p % 4 === 2 ? 0.85 : 0.45;
        if (vel)
          ev.push({
            inst: 'hat',
            t: t0 + sw(p) + jitter(),
            vel: vel * between(r, 0.85, 1),
            pan: 0.3,
            open: p === 14 && chance(r, 0.25),
          });
      }
    }
    // melody
    if (i >= leadFrom && i < leadTo && t0 < seconds - bar) {
      const phrase = melody[(i - leadFrom) % melody.length];
      for (const n of phrase)
        ev.push({
          inst: 'lead',
          t: t0 + sw(n.p) + jitter(),
          dur: (n.len / 4) * beat,
          m: snap(n.m, v.pcs),
          vel: n.vel,
          pan: 0.12,
        });
    }
  }
  return { ev: ev.filter((e) => e.t < seconds), beat, bar };
}

/** Four bars of melody: motif A, A varied, B, A again, on the pentatonic scale (snapped to each chord later). */
function makeMelody(spec, r) {
  const scale = PENTATONIC[spec.mode];
  const pool = [];
  for (let m = 62; m <= 81; m++) if (scale.includes((m - spec.tonic + 120) % 12)) pool.push(m);
  const rhythms = [
    [
      [0, 3],
      [3, 1],
      [4, 4],
      [10, 2],
      [12, 4],
    ],
    [
      [2, 2],
      [4, 2],
      [6, 4],
      [12, 2],
      [14, 2],
    ],
    [
      [0, 6],
      [6, 2],
      [8, 2],
      [10, 6],
    ],
    [
      [4, 2],
      [6, 2],
      [8, 3],
      [11, 5],
    ],
    [
      [0, 2],
      [2, 2],
      [4, 6],
      [12, 3],
    ],
  ];
  let cur = pool[Math.floor(pool.length / 2)];
  const motif = (rhythm) =>
    rhythm.map(([p, len], k) => {
      const step = pick(r, [-2, -1, -1, 0, 1, 1, 2]);
      const idx = Math.max(0, Math.min(pool.length - 1, pool.indexOf(cur) + step));
      cur = pool[idx];
      return { p, len, m: cur, vel: k === 0 ? 0.9 : between(r, 0.65, 0.85) };
    });
  const a = motif(pick(r, rhythms));
  const b = motif(pick(r, rhythms));
  const a2 = a.map((n, k) =>
    k < a.length - 1
      ? n
      : {
          ...n,
          m: pool[Math.max(0, pool.indexOf(n.m) - 2)],
          len: n.len + 2 > 16 - n.p ? n.len : n.len + 2,
        },
  );
  return [a, a2, b, a];
}

/** A note a semitone above a chord tone (and not itself in the chord) clashes: move it onto the chord tone. */
function snap(m, pcs) {
  const pc = m % 12;
  return pcs.includes(pc) || !pcs.includes((pc + 11) % 12) ? m : m - 1;
}
