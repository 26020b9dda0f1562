// Generates the original audio and video media for Fanclub from code. Nothing is downloaded or sampled.
//  - apps/web/public/media/video-{1,2}.mp4 (free, public) and apps/server/media/clips/clip-{1..4}.mp4
//    (exclusive clips: NOT public, the server streams them to entitled viewers by signed URL): scenes animated with ffmpeg filters
//    (sprites drawn as SVG by sharp, moved with overlay/rotate, showfreqs/showwaves/avectorscope of the
//    soundtrack, drawtext titles in DejaVu), each with a synthesized AAC music loop.
//  - apps/server/media/audio/{slug}.mp3 and {slug}-preview.mp3 for every track in trackSeeds: calm lo-fi
//    R&B sketches (FM electric piano, pad, bass, drums, melody) whose key, tempo, progression, groove and
//    sounds come from a PRNG seeded by the slug. These are NOT public: the server streams them to entitled users.
// Deterministic: notes are rendered sample by sample in JS from seeded PRNGs, then ffmpeg adds the room
// (aecho), the lo-fi band limit and does the encoding with bit-exact flags and fixed encoder threads.
// Usage: node scripts/generate-av.mjs [regex to filter outputs, e.g. "video|clip" or "moonlit"]
import { mkdirSync, writeFileSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { between, range, rng } from './lib/seeded-random.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_MEDIA = join(ROOT, 'apps/web/public/media');
const AUDIO_DIR = join(ROOT, 'apps/server/media/audio');
const CLIPS_DIR = join(ROOT, 'apps/server/media/clips');
const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FONT = {
  bold: `${FONT_DIR}/DejaVuSans-Bold.ttf`,
  sans: `${FONT_DIR}/DejaVuSans.ttf`,
  light: `${FONT_DIR}/DejaVuSans-ExtraLight.ttf`,
  cond: `${FONT_DIR}/DejaVuSansCondensed-Bold.ttf`,
  mono: `${FONT_DIR}/DejaVuSansMono.ttf`,
  serifItalic: `${FONT_DIR}/DejaVuSerif-Italic.ttf`,
};
const C = { bg: '#0b0b10', ink: '#050507', pink: '#ff2e88', violet: '#7c5cff', white: '#ffffff' };

// Track slugs from apps/server/src/db/seed/catalog-data.ts (trackSeeds).
const TRACK_SLUGS = [
  'slow-motion',
  'after-hours-call',
  'paper-hearts',
  'girls-need-love',
  'moonlit',
  'five-years',
  'neon-psalm',
  'last-train',
  'velvet',
  'new-baby',
  'midnight-drive',
  'golden',
];
const FULL_SECONDS = 60;
const PREVIEW_SECONDS = 30;
const SR = 44100;
const FPS = 24;

// ---------------------------------------------------------------- utilities

const pick = (r, list) => list[Math.floor(r() * list.length)];
const chance = (r, p) => r() < p;
const f2 = (n) => Math.round(n * 100) / 100;
const dB = (x) => 20 * Math.log10(Math.max(x, 1e-12));

const ff = (args, opts = {}) =>
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
    maxBuffer: 1 << 30,
    stdio: opts.input ? ['pipe', 'pipe', 'inherit'] : ['ignore', 'pipe', 'inherit'],
    ...opts,
  });

const written = [];
function record(file) {
  written.push({ file: relative(ROOT, file), bytes: statSync(file).size });
}

// ---------------------------------------------------------------- music: theory

const mtof = (m) => 440 * 2 ** ((m - 69) / 12);
const QUALITY = {
  maj7: [0, 4, 7, 11],
  maj9: [0, 4, 7, 11, 14],
  m7: [0, 3, 7, 10],
  m9: [0, 3, 7, 10, 14],
  m11: [0, 3, 7, 10, 14, 17],
  dom9: [0, 4, 7, 10, 14],
  sus: [0, 5, 7, 10, 14],
  six9: [0, 4, 7, 9, 14],
};
// [semitones above the tonic, chord quality]; one chord per bar
const PROGRESSIONS = {
  major: [
    [
      [0, 'maj9'],
      [9, 'm9'],
      [2, 'm9'],
      [7, 'sus'],
    ], // I vi ii V
    [
      [5, 'maj9'],
      [4, 'm7'],
      [2, 'm9'],
      [0, 'maj9'],
    ], // IV iii ii I
    [
      [2, 'm9'],
      [7, 'dom9'],
      [0, 'maj9'],
      [9, 'm7'],
    ], // ii V I vi
    [
      [0, 'maj9'],
      [4, 'm7'],
      [5, 'maj9'],
      [5, 'm9'],
    ], // I iii IV iv
    [
      [5, 'maj9'],
      [7, 'sus'],
      [4, 'm7'],
      [9, 'm9'],
    ], // IV V iii vi
    [
      [0, 'six9'],
      [2, 'm9'],
      [4, 'm7'],
      [5, 'maj9'],
    ], // I ii iii IV
  ],
  minor: [
    [
      [0, 'm9'],
      [5, 'm9'],
      [10, 'dom9'],
      [3, 'maj9'],
    ], // i iv bVII bIII
    [
      [0, 'm9'],
      [8, 'maj9'],
      [3, 'maj9'],
      [10, 'sus'],
    ], // i bVI bIII bVII
    [
      [5, 'm9'],
      [0, 'm11'],
      [8, 'maj9'],
      [7, 'm7'],
    ], // iv i bVI v
    [
      [0, 'm11'],
      [3, 'maj7'],
      [5, 'm9'],
      [8, 'maj9'],
    ], // i bIII iv bVI
  ],
};
const PENTATONIC = { major: [0, 2, 4, 7, 9], minor: [0, 3, 5, 7, 10] };

/** Everything that makes one piece distinct, drawn from the seed's PRNG. */
function songSpec(seed, over = {}) {
  const r = rng(`song:${seed}`);
  const mode = chance(r, 0.5) ? 'major' : 'minor';
  const spec = {
    seed,
    mode,
    tonic: Math.floor(r() * 12),
    bpm: Math.round(between(r, 68, 88)),
    swing: between(r, 0.55, 0.63),
    prog: pick(r, PROGRESSIONS[mode]),
    keysPattern: Math.floor(r() * 4),
    bassPattern: Math.floor(r() * 3),
    kickPattern: Math.floor(r() * 4),
    hatStyle: Math.floor(r() * 3),
    snare: pick(r, ['snare', 'snare', 'rim', 'clap']),
    lead: pick(r, ['voice', 'kalimba', 'keys']),
    pad: chance(r, 0.7),
    tremolo: between(r, 0, 0.18),
    brightness: between(r, 0.75, 1.2),
    lowpass: Math.round(between(r, 6500, 9500)),
    crackle: between(r, 0.4, 1),
  };
  return { ...spec, ...over };
}

/** Note events for a piece of `seconds` length. Times in seconds. */
function arrange(spec, seconds, { loop = false } = {}) {
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

// ---------------------------------------------------------------- music: synthesis

const TAU = Math.PI * 2;

/** Renders events into a stereo float buffer. */
function render(spec, seconds, opts = {}) {
  const n = Math.round(seconds * SR);
  const L = new Float32Array(n);
  const R = new Float32Array(n);
  const { ev } = arrange(spec, seconds, opts);
  const noise = rng(`noise:${spec.seed}`);
  const white = () => noise() * 2 - 1;

  const add = (start, len, pan, fn) => {
    const s0 = Math.max(0, Math.round(start * SR));
    const gl = Math.cos(((pan + 1) * Math.PI) / 4);
    const gr = Math.sin(((pan + 1) * Math.PI) / 4);
    const end = Math.min(n, s0 + Math.round(len * SR));
    for (let i = s0; i < end; i++) {
      const x = fn((i - s0) / SR);
      L[i] += x * gl;
      R[i] += x * gr;
    }
  };
  const release = (t, dur, rel) => (t < dur ? 1 : Math.exp(-(t - dur) / rel));

  for (const e of ev) {
    switch (e.inst) {
      case 'keys': {
        // two-operator FM electric piano: warm 1:1 body with a decaying index plus a short tine partial
        const f = mtof(e.m);
        const w = TAU * f;
        const decay = 1.1 + 180 / f;
        const idx0 = 0.55 + 0.55 * e.vel * spec.brightness;
        const trem = spec.tremolo;
        const amp = 0.16 * e.vel;
        add(e.t, e.dur + 0.9, e.pan, (t) => {
          const env = (1 - Math.exp(-t / 0.003)) * Math.exp(-t / decay) * release(t, e.dur, 0.12);
          const idx = idx0 * (0.25 + 0.75 * Math.exp(-t / 0.3));
          const body = Math.sin(w * t + idx * Math.sin(w * t));
          const tine = 0.06 * e.vel * Math.exp(-t / 0.03) * Math.sin(w * 7 * t);
          return amp * env * (body + tine) * (1 - trem + trem * Math.cos(TAU * 4.2 * t));
        });
        break;
      }
      case 'pad': {
        const f = mtof(e.m);
        add(e.t, e.dur + 4, e.pan, (t) => {
          const env = Math.min(1, t / 0.9) * release(t, e.dur, 0.7);
          return (
            0.024 *
            env *
            (Math.sin(TAU * f * 1.0021 * t) +
              Math.sin(TAU * f * 0.9979 * t + 1) +
              0.25 * Math.sin(TAU * 2 * f * t))
          );
        });
        break;
      }
      case 'bass': {
        const f = mtof(e.m);
        add(e.t, e.dur + 0.4, 0, (t) => {
          const env =
            (1 - Math.exp(-t / 0.006)) * Math.exp(-t / 1.4) * release(t, e.dur * 0.95, 0.05);
          const ph = TAU * f * t;
          return (
            0.2 *
            e.vel *
            env *
            (Math.sin(ph) + 0.45 * Math.exp(-t / 0.25) * Math.sin(2 * ph) + 0.09 * Math.sin(3 * ph))
          );
        });
        break;
      }
      case 'kick': {
        let ph = 0;
        add(e.t, 1.2, 0, (t) => {
          const f = 46 + 85 * Math.exp(-t / 0.028);
          ph += (TAU * f) / SR;
          const env = (1 - Math.exp(-t / 0.0015)) * Math.exp(-t / 0.22);
          return 0.36 * e.vel * env * Math.sin(ph);
        });
        break;
      }
      case 'snare':
      case 'rim':
      case 'clap': {
        let lp = 0;
        let prev = 0;
        const kind = e.inst;
        add(e.t, 0.7, e.pan, (t) => {
          const x = white();
          lp += (x - lp) * (kind === 'rim' ? 0.5 : 0.3); // soften the noise
          const hp = lp - prev; // and take out its low end
          prev = lp;
          if (kind === 'snare') {
            const body = 0.45 * Math.exp(-t / 0.045) * Math.sin(TAU * 182 * t);
            return (
              0.22 * e.vel * (body + 1.4 * hp * Math.exp(-t / 0.11)) * (1 - Math.exp(-t / 0.001))
            );
          }
          if (kind === 'rim') {
            const tone =
              Math.exp(-t / 0.02) * (Math.sin(TAU * 520 * t) + 0.5 * Math.sin(TAU * 1650 * t));
            return (
              0.12 * e.vel * (tone + 0.8 * hp * Math.exp(-t / 0.03)) * (1 - Math.exp(-t / 0.0008))
            );
          }
          // clap: three quick bursts and a tail
          const burst = t < 0.03 ? Math.exp(-((t % 0.01) / 0.003)) : Math.exp(-(t - 0.03) / 0.12);
          return 0.22 * e.vel * 1.5 * hp * burst;
        });
        break;
      }
      case 'hat': {
        let x1 = 0;
        let x2 = 0;
        const decay = e.open ? 0.16 : 0.028;
        add(e.t, e.open ? 0.9 : 0.2, e.pan, (t) => {
          const x = white();
          const y = x - 2 * x1 + x2; // second difference: bright, thin
          x2 = x1;
          x1 = x;
          return 0.024 * e.vel * y * Math.exp(-t / decay) * (1 - Math.exp(-t / 0.0008));
        });
        break;
      }
      case 'lead': {
        const f = mtof(e.m);
        const type = spec.lead;
        add(e.t, e.dur + 1.4, e.pan, (t) => {
          if (type === 'voice') {
            const vib = 0.0045 * Math.min(1, t / 0.5) * Math.sin(TAU * 5.1 * t);
            const ph = TAU * f * t + (vib * f) / 5.1;
            const env =
              Math.min(1, t / 0.06) * (0.8 + 0.2 * Math.exp(-t / 0.3)) * release(t, e.dur, 0.16);
            return (
              0.13 *
              e.vel *
              env *
              (Math.sin(ph) + 0.16 * Math.sin(2 * ph) + 0.05 * Math.sin(3 * ph))
            );
          }
          if (type === 'kalimba') {
            const env =
              (1 - Math.exp(-t / 0.002)) * Math.exp(-t / 0.7) * release(t, e.dur + 0.3, 0.2);
            return (
              0.17 *
              e.vel *
              env *
              (Math.sin(TAU * f * t) + 0.12 * Math.exp(-t / 0.06) * Math.sin(TAU * f * 5.4 * t))
            );
          }
          const env = (1 - Math.exp(-t / 0.003)) * Math.exp(-t / 0.9) * release(t, e.dur, 0.15);
          const w = TAU * f * t;
          return 0.15 * e.vel * env * Math.sin(w + 0.7 * Math.exp(-t / 0.25) * Math.sin(w));
        });
        break;
      }
      default:
        throw new Error(`unknown instrument ${e.inst}`);
    }
  }
  // vinyl: a bed of soft hiss and sparse crackle
  let hiss = 0;
  for (let i = 0; i < n; i++) {
    hiss += (white() - hiss) * 0.08;
    let x = hiss * 0.004 * spec.crackle;
    if (noise() < 4 / SR) x += white() * 0.035 * spec.crackle;
    L[i] += x;
    R[i] += x;
  }
  return [L, R];
}

/** ffmpeg room + band limit, then a look-ahead limiter and loudness gain in JS. */
function master(spec, [L, R], { channels, targetRms, ceilingDb, fadeIn = 0.02, fadeOut = 1.5 }) {
  const n = L.length;
  const inter = new Float32Array(n * 2);
  for (let i = 0; i < n; i++) {
    inter[2 * i] = L[i];
    inter[2 * i + 1] = R[i];
  }
  const af = [
    'highpass=f=32',
    // gentle room: a spread of early reflections
    'aecho=in_gain=0.85:out_gain=0.75:delays=29|43|61|83|107|139|181|233|307:decays=0.32|0.27|0.23|0.19|0.16|0.13|0.1|0.08|0.06',
    `lowpass=f=${spec.lowpass}:poles=2`,
  ].join(',');
  const out = ff(
    [
      '-f',
      'f32le',
      '-ar',
      String(SR),
      '-ac',
      '2',
      '-i',
      'pipe:0',
      '-af',
      af,
      '-f',
      'f32le',
      '-ac',
      '2',
      'pipe:1',
    ],
    {
      input: Buffer.from(inter.buffer),
    },
  );
  const proc = new Float32Array(out.buffer, out.byteOffset, out.byteLength / 4);
  let chans;
  if (channels === 1) {
    const m = new Float32Array(n);
    for (let i = 0; i < n; i++) m[i] = (proc[2 * i] + proc[2 * i + 1]) * 0.5;
    chans = [m];
  } else {
    const a = new Float32Array(n);
    const b = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      a[i] = proc[2 * i];
      b[i] = proc[2 * i + 1];
    }
    chans = [a, b];
  }
  // loudness: scale to the target RMS, then limit peaks to the ceiling
  let sum = 0;
  for (const c of chans) for (let i = 0; i < n; i++) sum += c[i] * c[i];
  const rms = Math.sqrt(sum / (n * chans.length));
  const gain = 10 ** (targetRms / 20) / rms;
  for (const c of chans) for (let i = 0; i < n; i++) c[i] *= gain;
  limit(chans, 10 ** (ceilingDb / 20));
  // fades
  const fi = Math.round(fadeIn * SR);
  const fo = Math.round(fadeOut * SR);
  for (const c of chans) {
    for (let i = 0; i < fi; i++) c[i] *= i / fi;
    for (let i = 0; i < fo; i++) c[n - 1 - i] *= Math.sin(((i / fo) * Math.PI) / 2) ** 2;
  }
  return chans;
}

/** Look-ahead brickwall limiter: windowed minimum of the needed gain, smoothed so it never overshoots. */
function limit(chans, ceiling) {
  const n = chans[0].length;
  const look = Math.round(0.004 * SR);
  const need = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    let p = 0;
    for (const c of chans) p = Math.max(p, Math.abs(c[i]));
    need[i] = p > ceiling ? ceiling / p : 1;
  }
  // min over [i - look, i + look]
  const mins = new Float32Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    if (need[i] >= 1) continue;
    const lo = Math.max(0, i - look);
    const hi = Math.min(n - 1, i + look);
    for (let j = lo; j <= hi; j++) if (need[i] < mins[j]) mins[j] = need[i];
  }
  // box average (length look) keeps the gain at each peak <= what that peak needs
  const g = new Float32Array(n);
  let acc = 0;
  const half = Math.floor(look / 2);
  const get = (k) => (k < 0 || k >= n ? 1 : mins[k]);
  for (let k = -half; k <= half; k++) acc += get(k);
  const width = 2 * half + 1;
  for (let i = 0; i < n; i++) {
    g[i] = acc / width;
    acc += get(i + half + 1) - get(i - half);
  }
  // release: recover slowly
  const rel = 1 / (0.12 * SR);
  let env = 1;
  for (let i = 0; i < n; i++) {
    env = Math.min(g[i], env + rel);
    for (const c of chans) c[i] *= env;
  }
}

function stats(chans) {
  let peak = 0;
  let sum = 0;
  let count = 0;
  for (const c of chans) {
    for (const x of c) {
      peak = Math.max(peak, Math.abs(x));
      sum += x * x;
    }
    count += c.length;
  }
  return { peakDb: dB(peak), rmsDb: dB(Math.sqrt(sum / count)) };
}

const interleave = (chans, from = 0, to = chans[0].length) => {
  const k = chans.length;
  const out = new Float32Array((to - from) * k);
  for (let i = from; i < to; i++) for (let c = 0; c < k; c++) out[(i - from) * k + c] = chans[c][i];
  return Buffer.from(out.buffer);
};

function encodeMp3(chans, from, to, bitrate, file, fadeOutSec = 0) {
  const pcm = chans.map((c) => c.slice(from, to));
  if (fadeOutSec) {
    const fo = Math.round(fadeOutSec * SR);
    const n = to - from;
    for (const c of pcm)
      for (let i = 0; i < fo; i++) c[n - 1 - i] *= Math.sin(((i / fo) * Math.PI) / 2) ** 2;
    // and a click-free start
    for (const c of pcm) for (let i = 0; i < 441; i++) c[i] *= i / 441;
  }
  ff(
    [
      '-f',
      'f32le',
      '-ar',
      String(SR),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      '-c:a',
      'libmp3lame',
      '-b:a',
      bitrate,
      '-ac',
      '1',
      '-ar',
      String(SR),
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      '-write_xing',
      '1',
      file,
    ],
    { input: interleave(pcm) },
  );
  record(file);
}

/**
 * Each track's own PRNG picks tempo, groove and sounds; a seeded shuffle of the catalogue hands every track a
 * different progression (ten slugs, ten progressions) and a different key, so no two sketches share a harmony.
 */
function trackSpec(slug) {
  const r = rng('catalog-harmony');
  const progs = [
    ...PROGRESSIONS.major.map((p) => ['major', p]),
    ...PROGRESSIONS.minor.map((p) => ['minor', p]),
  ];
  const keys = range(12);
  const shuffle = (a) => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  shuffle(progs);
  shuffle(keys);
  const i = TRACK_SLUGS.indexOf(slug);
  const [mode, prog] = progs[i % progs.length];
  return songSpec(slug, { mode, prog, tonic: keys[i % 12] });
}

const NOTE = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const describe = (spec) =>
  `${`${NOTE[spec.tonic]} ${spec.mode}`.padEnd(9)} ${spec.bpm} bpm  ${spec.prog
    .map(([d, q]) => NOTE[(spec.tonic + d) % 12] + q)
    .join(' ')
    .padEnd(34)} ${spec.lead.padEnd(7)} ${spec.snare.padEnd(5)}`;

async function tracks(only) {
  mkdirSync(AUDIO_DIR, { recursive: true });
  for (const slug of TRACK_SLUGS) {
    if (only && !only.test(slug)) continue;
    const spec = trackSpec(slug);
    const raw = render(spec, FULL_SECONDS);
    const chans = master(spec, raw, {
      channels: 1,
      targetRms: -19.5,
      ceilingDb: -2.2,
      fadeIn: 0.02,
      fadeOut: 4,
    });
    const s = stats(chans);
    const beat = 60 / spec.bpm;
    console.log(
      `${slug.padEnd(17)} ${describe(spec)}  peak ${s.peakDb.toFixed(1)} dB  rms ${s.rmsDb.toFixed(1)} dB`,
    );
    encodeMp3(chans, 0, FULL_SECONDS * SR, '96k', join(AUDIO_DIR, `${slug}.mp3`));
    // the preview starts where the groove comes in (after the two-bar intro)
    const start = Math.round(2 * 4 * beat * SR);
    encodeMp3(
      chans,
      start,
      start + PREVIEW_SECONDS * SR,
      '64k',
      join(AUDIO_DIR, `${slug}-preview.mp3`),
      1,
    );
  }
  writeFileSync(
    join(AUDIO_DIR, 'README.md'),
    'Original music sketches (full 60 s renditions and 30 s previews) generated by `node scripts/generate-av.mjs`; synthesized from code, no samples or third-party recordings.\n',
  );
}

// ---------------------------------------------------------------- video: soundtrack

/** A loop for a video: stereo, about -16 LUFS, peaks under -1.5 dBFS. Returns the song spec (tempo drives visuals). */
function soundtrack(key, seconds, over, file) {
  const spec = songSpec(key, over);
  const raw = render(spec, seconds, { loop: true });
  const chans = master(spec, raw, {
    channels: 2,
    targetRms: -17,
    ceilingDb: -1.6,
    fadeIn: 0.04,
    fadeOut: 1.2,
  });
  ff(
    [
      '-f',
      'f32le',
      '-ar',
      String(SR),
      '-ac',
      '2',
      '-i',
      'pipe:0',
      '-c:a',
      'pcm_s16le',
      '-fflags',
      '+bitexact',
      file,
    ],
    {
      input: interleave(chans),
    },
  );
  const s = stats(chans);
  console.log(
    `${key.padEnd(17)} ${describe(spec)}  peak ${s.peakDb.toFixed(1)} dB  rms ${s.rmsDb.toFixed(1)} dB`,
  );
  return spec;
}

// ---------------------------------------------------------------- video: drawing helpers

const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
const blurF = (id, sd) =>
  `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
const stops = (list) =>
  list
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
const linG = (id, list, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
const radG = (id, list, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

/** A soft coloured blob on a transparent canvas, for drifting glows. */
const blob = (w, h, color, opacity, sd) =>
  svg(
    w,
    h,
    `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 2 - sd * 2.2}" ry="${h / 2 - sd * 2.2}" fill="${color}" opacity="${opacity}" filter="url(#b)"/>`,
    blurF('b', sd),
  );

/** A light beam with its apex at the centre of an S x S canvas, pointing down (rotate the canvas to aim it). */
const beam = (S, color, halfWidth, strength = 1, soft = 8) =>
  svg(
    S,
    S,
    `<polygon points="${S / 2 - 3},${S / 2} ${S / 2 + 3},${S / 2} ${S / 2 + halfWidth},${S} ${S / 2 - halfWidth},${S}" fill="url(#g)" filter="url(#b)"/>`,
    `<linearGradient id="g" x1="0" y1="${S / 2}" x2="0" y2="${S}" gradientUnits="userSpaceOnUse">${stops(
      [
        [0, '#ffffff', 0.8 * strength],
        [0.07, color, 0.6 * strength],
        [0.55, color, 0.2 * strength],
        [1, color, 0],
      ],
    )}</linearGradient>${blurF('b', soft)}`,
  );

const periodic = (T, k = 1, ph = 0) => `sin(2*PI*${k}*t/${T}+${ph})`;
const fadeIn = (d, dur = 0.8) => `clip((t-${d})/${dur},0,1)`;
const slideY = (y, d, dist = 26) => `${y}+${dist}*pow(1-clip((t-${d})/0.9,0,1),3)`;
/** Letter-spaced capitals (thin spaces between letters), the UI's label style. */
const spaced = (s) =>
  s
    .toUpperCase()
    .split(' ')
    .map((w) => [...w].join('\u2009'))
    .join('\u2002\u2002');

/** Builds one scene: sprites -> PNG inputs, a soundtrack, a filter graph; renders a lossless master, then encodes. */
async function scene(def) {
  const { name, w, h, seconds: T } = def;
  const dir = mkdtempSync(join(tmpdir(), `fanclub-${name}-`));
  try {
    const wav = join(dir, 'audio.wav');
    const spec = soundtrack(name, T, def.music, wav);
    const sprites = def.sprites(spec);
    const names = Object.keys(sprites);
    for (const n of names)
      await sharp(Buffer.from(sprites[n]))
        .png()
        .toFile(join(dir, `${n}.png`));
    const inputs = names.flatMap((n) => [
      '-loop',
      '1',
      '-framerate',
      String(FPS),
      '-i',
      join(dir, `${n}.png`),
    ]);
    const vizChains = [];
    let texts = 0;
    const ctx = {
      spec,
      T,
      w,
      h,
      beat: 60 / spec.bpm,
      bar: 240 / spec.bpm,
      in: (n) => {
        const i = names.indexOf(n);
        if (i < 0) throw new Error(`no sprite ${n}`);
        return `[${i}:v]`;
      },
      /**
       * An audio visualisation (showwaves, showfreqs, ...) of the soundtrack. It is rendered in its own
       * single-input ffmpeg pass and comes back as a video input: inside a multi-input graph these filters
       * see audio in scheduling-dependent chunks, which made frames differ from run to run.
       */
      viz: (chain) => {
        vizChains.push(chain);
        return `[${names.length + vizChains.length - 1}:v]`;
      },
      /** drawtext with the text in a file (no escaping games); `expand` enables %{...} expansions. */
      text: (o) => {
        const file = join(dir, `text-${texts++}.txt`);
        writeFileSync(file, o.text);
        const q = (v) => `'${v}'`;
        return [
          `drawtext=fontfile=${o.font ?? FONT.bold}`,
          `textfile=${file}`,
          `expansion=${o.expand ? 'normal' : 'none'}`,
          `fontsize=${o.size}`,
          `fontcolor=${o.color ?? 'white'}`,
          `x=${q(o.x)}`,
          `y=${q(o.y)}`,
          o.alpha !== undefined ? `alpha=${q(o.alpha)}` : '',
          o.shadow ? 'shadowcolor=black@0.55:shadowx=0:shadowy=2' : '',
          o.box ? `box=1:boxcolor=${o.box}:boxborderw=${o.boxw ?? 8}` : '',
        ]
          .filter(Boolean)
          .join(':');
      },
    };
    const graph = def.graph(ctx);
    vizChains.forEach((chain, i) => {
      const file = join(dir, `viz-${i}.mkv`);
      ff([
        '-i',
        wav,
        '-filter_complex',
        `[0:a]${chain},fps=${FPS},format=bgra[v]`,
        '-map',
        '[v]',
        '-t',
        String(T),
        '-c:v',
        'ffv1',
        file,
      ]);
      inputs.push('-i', file);
    });
    inputs.push('-i', wav);
    const audioIndex = names.length + vizChains.length;
    const masterFile = join(dir, 'master.mkv');
    ff([
      ...inputs,
      '-filter_complex',
      graph.join(';\n'),
      '-map',
      '[out]',
      '-map',
      `${audioIndex}:a`,
      '-t',
      String(T),
      '-r',
      String(FPS),
      '-c:v',
      'ffv1',
      '-pix_fmt',
      'gbrp',
      '-c:a',
      'pcm_s16le',
      masterFile,
    ]);
    // Exclusive clips are paid content: never into the web's public folder (it ships in the build).
    const out = join(name.startsWith('clip-') ? CLIPS_DIR : PUBLIC_MEDIA, `${name}.mp4`);
    // two-pass to a byte budget: video kbps = what is left after the audio, with a little container slack.
    // (No VBV maxrate: with frame threads it makes x264 non-deterministic; the budget is tiny anyway.)
    const vk = Math.floor(((def.budgetKB * 1024 * 8) / T / 1000 - def.audioKbps) * 0.96);
    const x264 = [
      '-vf',
      'scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-profile:v',
      'high',
      '-level',
      '4.0',
      '-threads',
      '4',
      '-b:v',
      `${vk}k`,
      '-g',
      String(FPS * 4),
      '-aq-mode',
      '3',
      '-colorspace',
      'bt709',
      '-color_primaries',
      'bt709',
      '-color_trc',
      'bt709',
      '-passlogfile',
      join(dir, 'x264'),
    ];
    ff(['-i', masterFile, '-map', '0:v', ...x264, '-pass', '1', '-an', '-f', 'null', '-']);
    ff([
      '-i',
      masterFile,
      '-map',
      '0:v',
      '-map',
      '0:a',
      ...x264,
      '-pass',
      '2',
      '-c:a',
      'aac',
      '-b:a',
      `${def.audioKbps}k`,
      '-ar',
      String(SR),
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      out,
    ]);
    record(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- video: scenes

/** Shared: fade the whole picture in from black over the first half second. */
const FADE = 'fade=t=in:st=0:d=0.5';

const studioSession = {
  name: 'video-1',
  title: 'Studio Session',
  w: 1280,
  h: 720,
  seconds: 12,
  budgetKB: 440,
  audioKbps: 96,
  music: { bpm: 80, lead: 'voice' },
  sprites: () => {
    const r = rng('video-1-art');
    const W = 1280;
    const H = 720;
    // acoustic slats with light leaking between them, a desk, and a DAW monitor on the right
    let slats = '';
    for (let x = -4; x < W; x += 40) {
      slats += `<rect x="${x}" y="0" width="30" height="600" fill="url(#slat)"/><rect x="${x}" y="0" width="1.5" height="600" fill="#ffffff" opacity="0.07"/>`;
    }
    let knobs = '';
    for (let row = 0; row < 2; row++) {
      for (let x = 716; x <= 1204; x += 32) {
        const y = 640 + row * 44;
        const lit = r() < 0.55;
        knobs += `<circle cx="${x}" cy="${y}" r="9" fill="#1b1724" stroke="#2e2939" stroke-width="1.5"/><line x1="${x}" y1="${y}" x2="${f2(x + 6 * Math.cos(r() * 6))}" y2="${f2(y - 6)}" stroke="#8d86a0" stroke-width="1.5"/>`;
        if (lit)
          knobs += `<circle cx="${x}" cy="${y - 16}" r="2" fill="${r() < 0.5 ? C.pink : C.violet}"/>`;
      }
    }
    let lanes = '';
    for (let l = 0; l < 4; l++) {
      const y = 140 + l * 42;
      lanes += `<rect x="716" y="${y}" width="488" height="36" rx="4" fill="#110f18"/>`;
      let x = 716 + Math.floor(r() * 40);
      while (x < 1160) {
        const len = Math.min(1204 - x, 60 + Math.floor(r() * 150));
        const col = l % 2 ? C.violet : C.pink;
        let wave = `M${x + 4},${y + 22}`;
        for (let k = 4; k < len - 4; k += 3)
          wave += ` L${x + k},${f2(y + 22 + Math.sin(k * 0.55 + l) * (3 + 5 * r()))}`;
        lanes += `<rect x="${x}" y="${y + 2}" width="${len}" height="32" rx="4" fill="${col}" opacity="0.3"/><rect x="${x}" y="${y + 2}" width="${len}" height="7" rx="3" fill="${col}" opacity="0.75"/><path d="${wave}" stroke="${col}" stroke-width="1.2" fill="none" opacity="0.9"/>`;
        x += len + 8 + Math.floor(r() * 50);
      }
    }
    const front = svg(
      W,
      H,
      `${slats}
      <rect x="0" y="598" width="${W}" height="122" fill="url(#desk)"/>
      <rect x="0" y="592" width="${W}" height="16" fill="${C.pink}" opacity="0.35" filter="url(#b8)"/>
      <rect x="0" y="598" width="${W}" height="2" fill="${C.pink}" opacity="0.9"/>
      ${knobs}
      <rect x="948" y="490" width="24" height="110" fill="#0d0c12"/>
      <rect x="690" y="86" width="540" height="420" rx="20" fill="${C.violet}" opacity="0.16" filter="url(#b8)"/>
      <rect x="700" y="96" width="520" height="400" rx="14" fill="#07060b" opacity="0.96" stroke="#ffffff" stroke-opacity="0.13"/>
      <rect x="701" y="97" width="518" height="30" rx="13" fill="#121019"/>
      <circle cx="720" cy="112" r="5" fill="${C.pink}"/><circle cx="738" cy="112" r="5" fill="${C.violet}"/><circle cx="756" cy="112" r="5" fill="#3a3547"/>
      ${lanes}
      <rect x="716" y="318" width="488" height="1" fill="#ffffff" opacity="0.08"/>`,
      `${linG('slat', [
        [0, '#15121c', 0.9],
        [1, '#0a090e', 0.97],
      ])}${linG('desk', [
        [0, '#18141f'],
        [1, '#060508'],
      ])}${blurF('b8', 8)}`,
    );
    return {
      bg: svg(
        640,
        360,
        `<rect width="640" height="360" fill="url(#g)"/><ellipse cx="470" cy="60" rx="260" ry="120" fill="${C.violet}" opacity="0.18" filter="url(#b)"/>`,
        `${linG('g', [
          [0, '#0d0b13'],
          [1, '#060509'],
        ])}${blurF('b', 40)}`,
      ),
      glowP: blob(360, 300, C.pink, 0.55, 36),
      glowV: blob(460, 340, C.violet, 0.6, 44),
      sweep: svg(
        200,
        360,
        `<rect x="50" y="0" width="100" height="360" fill="url(#s)" filter="url(#b)"/>`,
        `${linG(
          's',
          [
            [0, '#c9bcff', 0],
            [0.5, '#e6ddff', 0.55],
            [1, '#c9bcff', 0],
          ],
          1,
          0,
        )}${blurF('b', 12)}`,
      ),
      front,
      playhead: svg(
        12,
        176,
        `<rect x="5" y="0" width="2" height="176" fill="#ffffff" opacity="0.9"/><polygon points="0,0 12,0 6,7" fill="#ffffff"/>`,
      ),
    };
  },
  graph: (c) => {
    const T = c.T;
    const g = [];
    g.push(`${c.in('bg')}format=gbrp[bg]`);
    g.push(
      `[bg]${c.in('glowP')}overlay=x='40+110*${periodic(T)}':y='-30+26*${periodic(T, 2)}'[s1]`,
    );
    g.push(
      `[s1]${c.in('glowV')}overlay=x='200-120*${periodic(T, 1, 1.3)}':y='40+34*${periodic(T, 1, 0.4)}'[s2]`,
    );
    g.push(`[s2]${c.in('sweep')}overlay=x='-200+mod(t,${T / 2})/${T / 2}*840':y=0[s3]`);
    g.push(`[s3]scale=1280:720:flags=bicubic[up]`);
    g.push(`[up]${c.in('front')}overlay=0:0[fr]`);
    // live spectrum on the monitor: coarse bins, blown up into LED columns
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,aresample=16000,volume=1.8,showfreqs=s=61x140:mode=bar:ascale=cbrt:fscale=log:win_size=2048:averaging=2:colors=0xff2e88:r=${FPS},scale=488:140:flags=neighbor,drawgrid=w=8:h=5:t=2:c=0x07060b@1`)}null[sf]`,
    );
    g.push(`[fr][sf]overlay=716:338[m1]`);
    g.push(`[m1]${c.in('playhead')}overlay=x='715+mod(t,${T})/${T}*486':y=134[m2]`);
    // title glow: the title drawn in pink on a clear layer, blurred, under the crisp text
    g.push(
      `color=c=black@0:s=1280x720:r=${FPS},format=rgba,${c.text({ text: 'Studio', size: 96, x: 60, y: slideY(262, 0.5), color: C.pink, alpha: fadeIn(0.5) })},${c.text({ text: 'Session', size: 96, x: 60, y: slideY(364, 0.75), color: C.pink, alpha: fadeIn(0.75) })},gblur=sigma=22[glow]`,
    );
    g.push(`[m2][glow]overlay=0:0:shortest=1[m3]`);
    const t = [
      c.text({
        text: '\u25cf',
        font: FONT.sans,
        size: 22,
        x: 64,
        y: 52,
        color: C.pink,
        alpha: 'if(lt(mod(t,1),0.6),1,0.25)',
      }),
      c.text({ text: 'REC', size: 18, x: 92, y: 55, color: 'white' }),
      c.text({
        text: '%{pts:hms}',
        expand: true,
        font: FONT.mono,
        size: 18,
        x: 140,
        y: 55,
        color: 'white@0.6',
      }),
      c.text({
        text: spaced('Aria Monroe'),
        size: 18,
        x: 66,
        y: slideY(230, 0.3, 14),
        color: C.pink,
        alpha: fadeIn(0.3),
      }),
      c.text({
        text: 'Studio',
        size: 96,
        x: 60,
        y: slideY(262, 0.5),
        alpha: fadeIn(0.5),
        shadow: true,
      }),
      c.text({
        text: 'Session',
        size: 96,
        x: 60,
        y: slideY(364, 0.75),
        alpha: fadeIn(0.75),
        shadow: true,
      }),
      c.text({
        text: 'Inside the making of Late Bloom',
        font: FONT.sans,
        size: 26,
        x: 66,
        y: slideY(490, 1.1, 14),
        color: 'white@0.75',
        alpha: fadeIn(1.1),
      }),
      c.text({
        text: 'late-bloom / session 07',
        font: FONT.mono,
        size: 14,
        x: 780,
        y: 105,
        color: 'white@0.55',
      }),
      c.text({
        text: `${c.spec.bpm} BPM`,
        font: FONT.mono,
        size: 14,
        x: 1140,
        y: 105,
        color: 'white@0.55',
      }),
    ];
    g.push(
      `[m3]${t.join(',')},drawbox=x=66:y=548:w=120:h=3:color=0xff2e88:t=fill:enable='gte(t,1.3)',${FADE},format=gbrp[out]`,
    );
    return g;
  },
};

const LIVE_BEAMS = [
  { x: 60, c: 'p', a: -0.5, amp: 0.22, k: 1, ph: 0 },
  { x: 190, c: 'v', a: -0.18, amp: 0.3, k: 1, ph: 2.1 },
  { x: 320, c: 'p', a: 0, amp: 0.38, k: 2, ph: 0.6 },
  { x: 450, c: 'v', a: 0.18, amp: 0.3, k: 1, ph: 4.2 },
  { x: 580, c: 'p', a: 0.5, amp: 0.22, k: 1, ph: 1.0 },
];

/** Silhouettes of a crowd (heads, shoulders, raised hands with phones), rim-lit in pink from the stage. */
function crowd(key, W, H) {
  const r = rng(key);
  let shapes = '';
  let phones = '';
  const rows = [
    { y: H - 150, rh: [20, 26], step: [46, 70] },
    { y: H - 70, rh: [30, 38], step: [70, 110] },
  ];
  for (const row of rows) {
    for (let x = -20 + r() * 30; x < W + 40; x += between(r, ...row.step)) {
      const hr = between(r, ...row.rh);
      const y = row.y + between(r, -12, 12);
      shapes += `<ellipse cx="${f2(x)}" cy="${f2(y)}" rx="${f2(hr * 0.86)}" ry="${f2(hr)}"/>`;
      shapes += `<ellipse cx="${f2(x)}" cy="${f2(y + hr * 2.6)}" rx="${f2(hr * 2.3)}" ry="${f2(hr * 1.9)}"/>`;
      if (r() < 0.22) {
        // a raised arm, sometimes holding a phone up to the stage
        const side = r() < 0.5 ? -1 : 1;
        const sx = x + side * hr * 1.5;
        const sy = y + hr * 1.6;
        const hx = sx + side * between(r, 10, 34);
        const hy = y - between(r, 24, 64);
        shapes += `<path d="M${f2(sx - 13)},${f2(sy)} L${f2(hx - 8)},${f2(hy)} L${f2(hx + 8)},${f2(hy)} L${f2(sx + 13)},${f2(sy)} Z"/><ellipse cx="${f2(hx)}" cy="${f2(hy - 4)}" rx="10" ry="12"/>`;
        if (r() < 0.6) {
          phones += `<rect x="${f2(hx - 6)}" y="${f2(hy - 22)}" width="12" height="20" rx="2" fill="#ffffff" opacity="0.85"/><ellipse cx="${f2(hx)}" cy="${f2(hy - 12)}" rx="16" ry="18" fill="#ffe0ef" opacity="0.22" filter="url(#bp)"/>`;
        }
      }
    }
  }
  return svg(
    W,
    H,
    `<g transform="translate(0,-3)" fill="${C.pink}" opacity="0.55" filter="url(#rim)">${shapes}</g><g fill="#040306">${shapes}</g>${phones}
    <rect x="0" y="${H - 60}" width="${W}" height="60" fill="url(#fl)"/>
    <ellipse cx="330" cy="${H - 90}" rx="560" ry="150" fill="#040306" opacity="0.75" filter="url(#shade)"/>`,
    `${blurF('rim', 2.5)}${blurF('bp', 6)}${blurF('shade', 40)}${linG('fl', [
      [0, '#040306', 0],
      [1, '#040306', 1],
    ])}`,
  );
}

const livePerformance = {
  name: 'video-2',
  title: 'Live Performance',
  w: 1280,
  h: 720,
  seconds: 12,
  budgetKB: 610,
  audioKbps: 96,
  // "Slow Motion, live": the track's own key and progression, at a tempo that loops in 12 s
  music: (() => {
    const t = trackSpec('slow-motion');
    return { mode: t.mode, prog: t.prog, tonic: t.tonic, bpm: 80, lead: 'voice', snare: 'clap' };
  })(),
  sprites: () => ({
    bg: svg(
      640,
      360,
      `<rect width="640" height="360" fill="url(#g)"/>
      <ellipse cx="320" cy="250" rx="360" ry="46" fill="${C.violet}" opacity="0.4" filter="url(#b)"/>
      <ellipse cx="320" cy="256" rx="200" ry="16" fill="${C.pink}" opacity="0.45" filter="url(#b2)"/>
      <rect x="0" y="254" width="640" height="1.5" fill="${C.pink}" opacity="0.5"/>
      <rect x="0" y="256" width="640" height="104" fill="#050408" opacity="0.85"/>
      <rect x="0" y="0" width="640" height="8" fill="#000000"/>`,
      `${linG('g', [
        [0, '#040307'],
        [0.6, '#0b0814'],
        [0.72, '#140c1f'],
        [1, '#050408'],
      ])}${blurF('b', 30)}${blurF('b2', 10)}`,
    ),
    beamP: beam(700, C.pink, 110),
    beamV: beam(700, C.violet, 130),
    haze: blob(900, 260, '#b7a6ff', 0.16, 40),
    crowd: crowd('video-2-crowd', 1280, 720),
    lamps: svg(
      640,
      24,
      LIVE_BEAMS.map(
        (b) =>
          `<circle cx="${b.x}" cy="4" r="5" fill="#ffffff" opacity="0.9"/><circle cx="${b.x}" cy="4" r="12" fill="${b.c === 'p' ? C.pink : C.violet}" opacity="0.6" filter="url(#b)"/>`,
      ).join(''),
      blurF('b', 5),
    ),
  }),
  graph: (c) => {
    const T = c.T;
    const g = [];
    const pinks = LIVE_BEAMS.filter((b) => b.c === 'p').length;
    const violets = LIVE_BEAMS.length - pinks;
    g.push(
      `${c.in('beamP')}split=${pinks}${range(pinks)
        .map((i) => `[bp${i}]`)
        .join('')}`,
    );
    g.push(
      `${c.in('beamV')}split=${violets}${range(violets)
        .map((i) => `[bv${i}]`)
        .join('')}`,
    );
    g.push(`color=c=black:s=640x360:r=${FPS},format=gbrp[k0]`);
    let last = 'k0';
    let pi = 0;
    let vi = 0;
    LIVE_BEAMS.forEach((b, i) => {
      const src = b.c === 'p' ? `bp${pi++}` : `bv${vi++}`;
      g.push(`[${src}]rotate=a='${b.a}+${b.amp}*${periodic(T, b.k, b.ph)}':c=none[r${i}]`);
      g.push(`[${last}][r${i}]overlay=x=${b.x - 350}:y=${-8 - 350}[k${i + 1}]`);
      last = `k${i + 1}`;
    });
    g.push(`[${last}]${c.in('haze')}overlay=x='-260+120*${periodic(T)}':y=40[beams]`);
    g.push(`${c.in('bg')}format=gbrp[bg]`);
    // the rig hits on every beat: beams are added onto the room with a decaying pulse
    g.push(`[bg][beams]blend=all_expr='A+B*(0.72+0.28*exp(-4*mod(T,${c.beat})))'[lit]`);
    g.push(`[lit]${c.in('lamps')}overlay=0:0,scale=1280:720:flags=bicubic[up]`);
    // the LED wall: the soundtrack's waveform with a glow
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,showwaves=s=1040x120:mode=cline:scale=lin:draw=full:colors=0xff2e88:r=${FPS},format=rgba`)}split[wv][wv2]`,
    );
    g.push(`[wv2]gblur=sigma=10[wvg]`);
    g.push(`[up][wvg]overlay=120:345[w1]`);
    g.push(`[w1][wv]overlay=120:345[w2]`);
    g.push(`[w2]${c.in('crowd')}overlay=0:0[cr]`);
    g.push(
      `color=c=black@0:s=1280x720:r=${FPS},format=rgba,${c.text({ text: 'Live Performance', size: 74, x: 60, y: slideY(556, 0.6), color: C.pink, alpha: fadeIn(0.6) })},gblur=sigma=20[glow]`,
    );
    g.push(`[cr][glow]overlay=0:0:shortest=1[tg]`);
    const t = [
      'drawbox=x=64:y=48:w=92:h=34:color=0xff2e88:t=fill',
      c.text({
        text: '\u25cf',
        font: FONT.sans,
        size: 16,
        x: 77,
        y: 56,
        color: 'white',
        alpha: 'if(lt(mod(t,1),0.6),1,0.35)',
      }),
      c.text({ text: 'LIVE', size: 18, x: 100, y: 55, color: 'white' }),
      c.text({
        text: spaced('Late Bloom Tour'),
        size: 16,
        x: 'w-tw-64',
        y: 58,
        color: 'white@0.7',
      }),
      c.text({
        text: spaced('Aria Monroe'),
        size: 18,
        x: 66,
        y: slideY(522, 0.35, 14),
        color: C.pink,
        alpha: fadeIn(0.35),
      }),
      c.text({
        text: 'Live Performance',
        size: 74,
        x: 60,
        y: slideY(556, 0.6),
        alpha: fadeIn(0.6),
        shadow: true,
      }),
      c.text({
        text: 'Slow Motion \u2014 live from the Late Bloom tour',
        font: FONT.sans,
        size: 24,
        x: 66,
        y: slideY(650, 1.0, 14),
        color: 'white@0.78',
        alpha: fadeIn(1.0),
      }),
    ];
    g.push(`[tg]${t.join(',')},${FADE},format=gbrp[out]`);
    return g;
  },
};

/** A rounded rectangle as a path (for cut-outs with fill-rule evenodd). */
const rrect = (x, y, w, h, r) =>
  `M${x + r},${y} H${x + w - r} A${r},${r} 0 0 1 ${x + w},${y + r} V${y + h - r} A${r},${r} 0 0 1 ${x + w - r},${y + h} H${x + r} A${r},${r} 0 0 1 ${x},${y + h - r} V${y + r} A${r},${r} 0 0 1 ${x + r},${y} Z`;

/** Clip chrome shared by all four: an EXCLUSIVE tag, title + subtitle with a glow, all fading in. */
function clipTitle(c, g, from, { title, subtitle, y = 760, font = FONT.bold, size = 68 }) {
  g.push(
    `color=c=black@0:s=${c.w}x${c.h}:r=${FPS},format=rgba,${c.text({ text: title, font, size, x: 34, y: slideY(y, 0.5), color: C.pink, alpha: fadeIn(0.5) })},gblur=sigma=18[tglow]`,
  );
  g.push(`${from}[tglow]overlay=0:0:shortest=1[tgl]`);
  return [
    c.text({
      text: spaced('Exclusive'),
      size: 14,
      x: 40,
      y: 40,
      color: 'white',
      box: '0xff2e88@0.95',
      boxw: 8,
    }),
    c.text({ text: title, font, size, x: 34, y: slideY(y, 0.5), alpha: fadeIn(0.5), shadow: true }),
    c.text({
      text: spaced(subtitle),
      font: FONT.bold,
      size: 14,
      x: 38,
      y: slideY(y + size + 18, 0.9, 12),
      color: 'white@0.72',
      alpha: fadeIn(0.9),
    }),
  ];
}

const CLIP = { w: 720, h: 900, seconds: 8, budgetKB: 335, audioKbps: 80 };

const backstage = {
  ...CLIP,
  name: 'clip-1',
  title: 'Backstage',
  music: { bpm: 90 },
  sprites: () => {
    const mx = 130;
    const my = 110;
    const mw = 460;
    const mh = 520;
    const bulbs = [];
    for (let i = 0; i < 5; i++) bulbs.push([mx + 40 + (i * (mw - 80)) / 4, my - 30]);
    for (let i = 0; i < 5; i++) {
      bulbs.push([mx - 30, my + 40 + (i * (mh - 80)) / 4]);
      bulbs.push([mx + mw + 30, my + 40 + (i * (mh - 80)) / 4]);
    }
    const flicker = 10; // the middle bulb on the right: this bulb is dim in the frame and switched on by an overlay that stutters
    const bulb = (x, y, on = true) =>
      on
        ? `<circle cx="${x}" cy="${y}" r="30" fill="#ffd2b0" opacity="0.3" filter="url(#halo)"/><circle cx="${x}" cy="${y}" r="11" fill="url(#bulb)"/>`
        : `<circle cx="${x}" cy="${y}" r="11" fill="#4a3b3a"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="#8c7a72"/>`;
    let stripes = '';
    for (let x = 0; x < 720; x += 24)
      stripes += `<rect x="${x}" y="0" width="12" height="${my - 8}" fill="#ffffff" opacity="0.018"/><rect x="${x}" y="${my - 8}" width="12" height="${mh + 16}" fill="#ffffff" opacity="${x < mx - 8 || x > mx + mw + 8 ? 0.018 : 0}"/>`;
    const frame = svg(
      720,
      900,
      `<path d="M0,0 H720 V900 H0 Z ${rrect(mx, my, mw, mh, 26)}" fill="url(#wall)" fill-rule="evenodd"/>
      ${stripes}
      <rect x="${mx - 60}" y="${my - 60}" width="${mw + 120}" height="${mh + 120}" rx="60" fill="none" stroke="#ffcfa8" stroke-width="50" opacity="0.08" filter="url(#spill)"/>
      <path d="${rrect(mx - 8, my - 8, mw + 16, mh + 16, 32)} ${rrect(mx, my, mw, mh, 26)}" fill="#221a26" fill-rule="evenodd"/>
      <path d="${rrect(mx, my, mw, mh, 26)}" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="1.5"/>
      ${bulbs.map(([x, y], i) => bulb(x, y, i !== flicker)).join('')}
      <g transform="rotate(-5 ${mx + 70} ${my + 70})"><rect x="${mx + 24}" y="${my + 26}" width="96" height="124" fill="#f2ecf4" opacity="0.9"/>
      <rect x="${mx + 58}" y="${my + 20}" width="28" height="12" fill="#ff9cc7" opacity="0.7"/>
      ${range(7)
        .map(
          (k) =>
            `<rect x="${mx + 36}" y="${my + 50 + k * 13}" width="${[60, 48, 66, 40, 56, 62, 36][k]}" height="3" fill="#4b4156" opacity="0.8"/>`,
        )
        .join('')}</g>
      <rect x="0" y="648" width="720" height="76" fill="url(#table)"/>
      <rect x="0" y="648" width="720" height="1.5" fill="${C.pink}" opacity="0.5"/>
      <rect x="0" y="724" width="720" height="176" fill="#07060a"/>
      <ellipse cx="487" cy="666" rx="26" ry="5" fill="#000000" opacity="0.5"/><rect x="470" y="608" width="34" height="58" rx="6" fill="${C.violet}" opacity="0.6"/><rect x="474" y="614" width="6" height="44" rx="3" fill="#ffffff" opacity="0.25"/><rect x="479" y="594" width="16" height="16" rx="3" fill="#2a2232"/>
      <rect x="522" y="630" width="12" height="36" rx="2" fill="#2a2232"/><rect x="523" y="616" width="10" height="16" rx="4" fill="${C.pink}"/>
      <ellipse cx="200" cy="666" rx="40" ry="7" fill="#000000" opacity="0.5"/><rect x="172" y="620" width="56" height="46" rx="6" fill="#2a2131"/><rect x="178" y="626" width="6" height="34" rx="3" fill="#ffffff" opacity="0.12"/><path d="M228,630 q20,4 0,22" stroke="#2a2131" stroke-width="6" fill="none"/>`,
      `${linG('wall', [
        [0, '#1a1119'],
        [0.75, '#110c13'],
        [1, '#07060a'],
      ])}${linG('table', [
        [0, '#21182a'],
        [1, '#0b080e'],
      ])}${radG('bulb', [
        [0, '#ffffff'],
        [0.6, '#fff1df'],
        [1, '#ffcf9e'],
      ])}${blurF('halo', 9)}${blurF('spill', 30)}`,
    );
    return {
      glass: svg(
        360,
        450,
        `<rect width="360" height="450" fill="url(#g)"/><ellipse cx="250" cy="330" rx="70" ry="110" fill="#000000" opacity="0.35" filter="url(#b)"/>`,
        `${linG('g', [
          [0, '#1b1326'],
          [0.6, '#0f0b16'],
          [1, '#0a080d'],
        ])}${blurF('b', 20)}`,
      ),
      glowP: blob(260, 260, C.pink, 0.45, 30),
      glowV: blob(300, 240, C.violet, 0.5, 32),
      sheen: svg(
        300,
        450,
        `<polygon points="170,0 215,0 95,450 50,450" fill="#ffffff" opacity="0.1" filter="url(#b)"/><polygon points="235,0 248,0 128,450 115,450" fill="#ffffff" opacity="0.07" filter="url(#b)"/>`,
        blurF('b', 5),
      ),
      frame,
      bulbOn: svg(
        80,
        80,
        bulb(40, 40),
        `${radG('bulb', [
          [0, '#ffffff'],
          [0.6, '#fff1df'],
          [1, '#ffcf9e'],
        ])}${blurF('halo', 9)}`,
      ),
    };
  },
  graph: (c) => {
    const T = c.T;
    const g = [];
    g.push(`${c.in('glass')}format=gbrp[gl]`);
    g.push(
      `[gl]${c.in('glowP')}overlay=x='70+60*${periodic(T)}':y='110+40*${periodic(T, 1, 1.2)}'[g1]`,
    );
    g.push(
      `[g1]${c.in('glowV')}overlay=x='-20-40*${periodic(T, 1, 0.5)}':y='220+30*${periodic(T, 2)}'[g2]`,
    );
    g.push(
      `[g2]${c.in('sheen')}overlay=x='-300+mod(t,${T})/${T}*700':y=0,scale=720:900:flags=bicubic[up]`,
    );
    g.push(`[up]${c.in('frame')}overlay=0:0[fr]`);
    // the middle bulb on the right stutters
    const [bx, by] = [130 + 460 + 30, 110 + 40 + (2 * (520 - 80)) / 4];
    g.push(
      `[fr]${c.in('bulbOn')}overlay=x=${bx - 40}:y=${by - 40}:enable='not(between(mod(t,4),1.1,1.16)+between(mod(t,4),1.3,1.36)+between(t,5.5,5.9))'[b1]`,
    );
    // countdown on the mirror, with its own glow
    const clock = {
      text: '09:%{eif:52-t:d:2}',
      expand: true,
      font: FONT.mono,
      size: 112,
      x: '(w-tw)/2',
      y: 330,
    };
    g.push(
      `color=c=black@0:s=720x900:r=${FPS},format=rgba,${c.text({ ...clock, color: C.pink })},gblur=sigma=16[cg]`,
    );
    g.push(`[b1][cg]overlay=0:0:shortest=1[c1]`);
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,showwaves=s=652x44:mode=cline:scale=sqrt:draw=full:colors=0xff2e88:r=${FPS},format=rgba`)}null[wv]`,
    );
    g.push(`[c1][wv]overlay=34:850[w1]`);
    const t = clipTitle(c, g, '[w1]', {
      title: 'Backstage',
      subtitle: 'Ten minutes before the lights go down',
      y: 736,
      size: 64,
    });
    t.push(
      c.text({ text: spaced('On stage in'), size: 18, x: '(w-tw)/2', y: 300, color: 'white@0.75' }),
    );
    t.push(c.text({ ...clock, color: 'white@0.95' }));
    g.push(`[tgl]${t.join(',')},${FADE},format=gbrp[out]`);
    return g;
  },
};

const soundcheck = {
  ...CLIP,
  name: 'clip-2',
  title: 'Soundcheck',
  // "Running Paper Hearts": that track's key and progression, at a tempo that loops in 8 s
  music: (() => {
    const t = trackSpec('paper-hearts');
    return {
      mode: t.mode,
      prog: t.prog,
      tonic: t.tonic,
      bpm: 90,
      lead: 'keys',
      pad: false,
      hatStyle: 0,
    };
  })(),
  sprites: () => {
    const r = rng('clip-2-art');
    // empty seat tiers: rows of faint dots on arcs around the stage
    let seats = '';
    for (let row = 0; row < 9; row++) {
      const rad = 230 + row * 26;
      for (let a = -1.25; a <= 1.25; a += 0.05 - row * 0.003) {
        const x = 180 + rad * Math.sin(a) * 1.25;
        const y = 310 - rad * Math.cos(a) * 0.62;
        if (y < 12 || y > 200) continue;
        seats += `<rect x="${f2(x - 1.6)}" y="${f2(y)}" width="3.2" height="2" fill="#a79bd6" opacity="${f2(0.12 + 0.12 * r())}"/>`;
      }
    }
    const stand = svg(
      720,
      900,
      `<rect x="0" y="640" width="720" height="260" fill="url(#floor)"/>
      <rect x="0" y="640" width="720" height="2" fill="${C.violet}" opacity="0.6"/>
      <g id="rig" transform="translate(0,-110)">
        <path d="M360,790 L300,842 L306,846 L360,800 L414,846 L420,842 Z"/>
        <rect x="355" y="520" width="10" height="278"/>
        <path d="M357,528 L452,470 L458,478 L362,538 Z"/>
        <rect x="444" y="446" width="22" height="44" rx="10" transform="rotate(-32 455 468)"/>
        <path d="M70,790 L190,760 L210,820 L80,830 Z"/><path d="M650,790 L530,760 L510,820 L640,830 Z"/>
      </g>
      <use href="#rig" fill="${C.pink}" opacity="0.7" filter="url(#rim)" transform="translate(0,-2)"/>
      <use href="#rig" fill="#060509"/>
      <rect x="0" y="760" width="720" height="140" fill="url(#fade)"/>`,
      `${linG('floor', [
        [0, '#100c18', 0.45],
        [0.5, '#07060b', 0.85],
        [1, '#050407', 1],
      ])}${linG('fade', [
        [0, '#050407', 0],
        [0.35, '#050407', 0.92],
        [1, '#050407', 1],
      ])}${blurF('rim', 2)}`,
    );
    return {
      arena: svg(
        360,
        450,
        `<rect width="360" height="450" fill="url(#g)"/>${seats}
        <rect x="28" y="86" width="304" height="150" rx="4" fill="#0d0a16" stroke="#ffffff" stroke-opacity="0.06"/>`,
        linG('g', [
          [0, '#040307'],
          [0.6, '#0b0913'],
          [1, '#06050a'],
        ]),
      ),
      spot: beam(600, '#ffe3f1', 92, 0.9),
      pool: blob(260, 90, '#ffd6ea', 0.5, 14),
      haze: blob(560, 260, '#b7a6ff', 0.12, 36),
      stand,
    };
  },
  graph: (c) => {
    const T = c.T;
    const g = [];
    const ang = `0.16*${periodic(T)}`;
    g.push(`${c.in('arena')}format=gbrp[ar]`);
    // the LED wall behind the stage shows the spectrum, in violet
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,aresample=16000,showfreqs=s=38x140:mode=bar:ascale=log:fscale=log:win_size=2048:averaging=2:colors=0x7c5cff:r=${FPS},scale=304:140:flags=neighbor,drawgrid=w=8:h=5:t=2:c=0x0d0a16@1`)}null[led]`,
    );
    g.push(`[ar][led]overlay=28:94[a1]`);
    g.push(`[a1]${c.in('haze')}overlay=x='-150+70*${periodic(T)}':y=120[a2]`);
    g.push(`${c.in('spot')}rotate=a='${ang}':c=none[sp]`);
    g.push(`[a2][sp]overlay=x=${180 - 300}:y=${-10 - 300}[a3]`);
    g.push(`[a3]${c.in('pool')}overlay=x='180-130-330*tan(${ang})':y=${330 - 45}[a4]`);
    g.push(`[a4]scale=720:900:flags=bicubic[up]`);
    g.push(`[up]${c.in('stand')}overlay=0:0[st]`);
    // the vocal channel's meter, as on the desk
    g.push(
      `${c.viz(`showvolume=w=200:h=6:f=0.85:b=2:t=0:v=0:c='0xff882eff':p=0,format=rgba`)}null[vu]`,
    );
    g.push(`[st][vu]overlay=x=W-w-34:y=70[v1]`);
    const t = clipTitle(c, g, '[v1]', {
      title: 'Soundcheck',
      subtitle: 'Running Paper Hearts \u00b7 empty arena',
      y: 760,
      size: 64,
    });
    t.push(
      c.text({
        text: 'CH 01  VOX',
        font: FONT.mono,
        size: 15,
        x: 'w-tw-34',
        y: 40,
        color: 'white@0.75',
      }),
    );
    t.push(
      c.text({
        text: "'one, two...'",
        font: FONT.sans,
        size: 18,
        x: 468,
        y: 484,
        color: 'white@0.6',
        alpha: `clip((t-2)/0.4,0,1)*clip((4.4-t)/0.4,0,1)`,
      }),
    );
    g.push(`[tgl]${t.join(',')},${FADE},format=gbrp[out]`);
    return g;
  },
};

const rehearsal = {
  ...CLIP,
  name: 'clip-3',
  title: 'Rehearsal',
  music: { bpm: 90, lead: 'kalimba' },
  sprites: () => ({
    room: svg(
      360,
      450,
      `<rect width="360" height="450" fill="url(#g)"/>
      <ellipse cx="40" cy="90" rx="120" ry="90" fill="#ffb38a" opacity="0.22" filter="url(#b)"/>
      <ellipse cx="330" cy="150" rx="110" ry="80" fill="${C.pink}" opacity="0.2" filter="url(#b)"/>
      <rect x="0" y="300" width="360" height="150" fill="#060508" opacity="0.6"/>`,
      `${linG('g', [
        [0, '#150e13'],
        [1, '#07060a'],
      ])}${blurF('b', 30)}`,
    ),
    haze: blob(420, 260, C.violet, 0.3, 40),
    body: svg(
      720,
      900,
      `<ellipse cx="360" cy="652" rx="190" ry="18" fill="#000000" opacity="0.6" filter="url(#s)"/>
      <path d="M300,250 L420,250 L500,640 L220,640 Z" fill="url(#wood)" stroke="${C.pink}" stroke-opacity="0.75" stroke-width="2"/>
      <path d="M332,280 L388,280 L420,560 L300,560 Z" fill="#07060a"/>
      ${range(12)
        .map(
          (k) =>
            `<rect x="${352 + 0}" y="${296 + k * 20}" width="16" height="1.5" fill="#ffffff" opacity="0.18"/>`,
        )
        .join('')}
      <rect x="220" y="600" width="280" height="40" fill="#0c0a10"/>
      <rect x="334" y="610" width="52" height="16" rx="3" fill="#1d1824" stroke="#ffffff" stroke-opacity="0.1"/>
      <rect x="0" y="690" width="720" height="210" fill="#060509"/>
      <rect x="34" y="712" width="652" height="112" rx="10" fill="#0a0810" stroke="#ffffff" stroke-opacity="0.1"/>`,
      `${linG('wood', [
        [0, '#1f1826'],
        [1, '#0f0c14'],
      ])}${blurF('s', 8)}`,
    ),
    arm: svg(
      600,
      600,
      `<rect x="297" y="30" width="6" height="272" rx="3" fill="#ece6f7"/><rect x="282" y="96" width="36" height="26" rx="4" fill="${C.pink}"/><rect x="282" y="96" width="36" height="6" rx="3" fill="#ffffff" opacity="0.4"/>`,
    ),
    cap: svg(
      40,
      40,
      `<circle cx="20" cy="20" r="10" fill="#2b2433" stroke="#ffffff" stroke-opacity="0.3"/>`,
    ),
    led: svg(
      60,
      60,
      `<circle cx="30" cy="30" r="16" fill="${C.pink}" opacity="0.7" filter="url(#b)"/><circle cx="30" cy="30" r="5" fill="#ffffff"/>`,
      blurF('b', 6),
    ),
  }),
  graph: (c) => {
    const T = c.T;
    const g = [];
    g.push(`${c.in('room')}format=gbrp[rm]`);
    g.push(
      `[rm]${c.in('haze')}overlay=x='-40+50*${periodic(T)}':y='60+20*${periodic(T, 1, 1)}',scale=720:900:flags=bicubic[up]`,
    );
    g.push(`[up]${c.in('body')}overlay=0:0[bd]`);
    // the arm swings with the soundtrack's tempo: at an extreme on every beat
    g.push(`${c.in('arm')}rotate=a='0.36*cos(PI*t/${c.beat})':c=none[arm]`);
    g.push(`[bd][arm]overlay=x=${360 - 300}:y=${590 - 300}[a1]`);
    g.push(`[a1]${c.in('cap')}overlay=x=340:y=570[a2]`);
    g.push(`[a2]${c.in('led')}overlay=x=330:y=216:enable='lt(mod(t,${c.beat}),0.1)'[a3]`);
    // a scrolling spectrogram of the take, like the engineer's screen
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,aresample=11025,showspectrum=s=636x96:slide=scroll:mode=combined:color=magma:scale=sqrt:fscale=log:overlap=0.5:gain=0.5,format=gbrp`)}null[sp]`,
    );
    g.push(`[a3][sp]overlay=42:720[s1]`);
    const t = clipTitle(c, g, '[s1]', {
      title: 'Rehearsal',
      subtitle: 'The band works out the new arrangements',
      y: 40 + 56,
      size: 64,
    });
    t.push(
      c.text({
        text: `\u2669 = ${c.spec.bpm}`,
        font: FONT.sans,
        size: 22,
        x: 'w-tw-40',
        y: 42,
        color: 'white@0.8',
      }),
    );
    t.push(
      c.text({
        text: `BAR %{eif:floor(t/${c.bar})+1:d}`,
        expand: true,
        font: FONT.mono,
        size: 18,
        x: 42,
        y: 846,
        color: 'white@0.7',
      }),
    );
    t.push(
      c.text({ text: 'TAKE 3', font: FONT.mono, size: 18, x: 'w-tw-42', y: 846, color: C.pink }),
    );
    g.push(`[tgl]${t.join(',')},${FADE},format=gbrp[out]`);
    return g;
  },
};

/** A wide strip that tiles every `tile` px: what scrolls past the tour-bus window. */
function strip(tile, draw) {
  let body = '';
  for (const dx of [0, tile]) body += `<g transform="translate(${dx},0)">${draw}</g>`;
  return body;
}

const tourDiary = {
  ...CLIP,
  name: 'clip-4',
  title: 'Tour Diary',
  music: { bpm: 90, lead: 'voice' },
  sprites: () => {
    const r = rng('clip-4-art');
    let stars = '';
    for (let i = 0; i < 70; i++)
      stars += `<circle cx="${f2(r() * 360)}" cy="${f2(r() * 200)}" r="${f2(0.4 + r() * 0.7)}" fill="#ffffff" opacity="${f2(0.2 + r() * 0.5)}"/>`;
    let city = '';
    for (let x = 0; x < 360;) {
      const bw = 10 + r() * 26;
      const bh = 14 + r() * 60;
      city += `<rect x="${f2(x)}" y="${f2(262 - bh)}" width="${f2(bw + 0.6)}" height="${f2(bh + 40)}" fill="#0b0714"/>`;
      for (let k = 0; k < 3; k++)
        if (r() < 0.5)
          city += `<rect x="${f2(x + 2 + r() * (bw - 5))}" y="${f2(262 - bh + 4 + r() * (bh - 8))}" width="2" height="2" fill="#ffd9a8" opacity="0.7"/>`;
      x += bw + (r() < 0.3 ? r() * 4 : 0);
    }
    let lights = '';
    for (let x = 10; x < 360; x += 40) {
      const col = pick(r, ['#ffb27a', C.pink, '#ffd6a0', C.violet]);
      lights += `<circle cx="${f2(x + r() * 14)}" cy="${f2(228 + r() * 44)}" r="${f2(5 + r() * 9)}" fill="${col}" opacity="${f2(0.35 + r() * 0.4)}"/>`;
    }
    const poles = `<rect x="60" y="0" width="22" height="450" fill="#050309"/><rect x="240" y="180" width="12" height="270" fill="#050309"/>`;
    return {
      sky: svg(
        360,
        450,
        `<rect width="360" height="450" fill="url(#g)"/>${stars}
        <circle cx="286" cy="64" r="28" fill="#d9ccff" opacity="0.25" filter="url(#m)"/><circle cx="286" cy="64" r="13" fill="#f3eeff"/>
        <ellipse cx="180" cy="250" rx="260" ry="34" fill="${C.pink}" opacity="0.4" filter="url(#h)"/>
        <rect x="0" y="290" width="360" height="160" fill="#07050b"/>`,
        `${linG('g', [
          [0, '#07040f'],
          [0.45, '#160b28'],
          [0.6, '#2a1030'],
          [0.67, '#0a0710'],
        ])}${blurF('m', 8)}${blurF('h', 16)}`,
      ),
      city: svg(720, 450, strip(360, city)),
      lights: svg(720, 450, `<g filter="url(#b)">${strip(360, lights)}</g>`, blurF('b', 4)),
      poles: svg(
        720,
        450,
        `<g filter="url(#mb)">${strip(360, poles)}</g>`,
        `<filter id="mb" x="-20%" y="0" width="140%" height="100%"><feGaussianBlur stdDeviation="9 0"/></filter>`,
      ),
      window: svg(
        720,
        900,
        `<path d="M0,0 H720 V900 H0 Z ${rrect(44, 96, 632, 520, 46)}" fill="url(#wall)" fill-rule="evenodd"/>
        <path d="${rrect(36, 88, 648, 536, 52)} ${rrect(44, 96, 632, 520, 46)}" fill="#251c2e" fill-rule="evenodd"/>
        <polygon points="470,96 530,96 330,616 270,616" fill="#ffffff" opacity="0.035"/>
        <polygon points="548,96 566,96 366,616 348,616" fill="#ffffff" opacity="0.03"/>
        <rect x="0" y="640" width="720" height="260" fill="#08060b"/>
        <rect x="34" y="646" width="652" height="1" fill="#ffffff" opacity="0.08"/>`,
        linG('wall', [
          [0, '#130e19'],
          [1, '#0a070e'],
        ]),
      ),
    };
  },
  graph: (c) => {
    const g = [];
    g.push(`${c.in('sky')}format=gbrp[sk]`);
    g.push(`[sk]${c.in('city')}overlay=x='-mod(t*14,360)':y=0[c1]`);
    g.push(`[c1]${c.in('lights')}overlay=x='-mod(t*90,360)':y=0[c2]`);
    g.push(`[c2]${c.in('poles')}overlay=x='-mod(t*270,360)':y=0,scale=720:900:flags=bicubic[up]`);
    g.push(`[up]${c.in('window')}overlay=0:0[wn]`);
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,showwaves=s=652x50:mode=p2p:scale=sqrt:draw=full:colors=0xff2e88:r=${FPS},format=rgba`)}split[wv][wv2]`,
    );
    g.push(`[wv2]gblur=sigma=6[wg]`);
    g.push(`[wn][wg]overlay=34:836[w1]`);
    g.push(`[w1][wv]overlay=34:836[w2]`);
    const t = clipTitle(c, g, '[w2]', {
      title: 'Tour Diary',
      subtitle: 'Day 03 \u00b7 Berlin \u2192 Prague',
      y: 664,
      font: FONT.serifItalic,
      size: 66,
    });
    t.push(
      c.text({
        text: 'a week on the road, filmed by Aria',
        font: FONT.sans,
        size: 20,
        x: 38,
        y: slideY(792, 1.2, 10),
        color: 'white@0.6',
        alpha: fadeIn(1.2),
      }),
    );
    t.push(
      c.text({
        text: '\u25cf',
        font: FONT.sans,
        size: 16,
        x: 'w-104',
        y: 42,
        color: C.pink,
        alpha: 'if(lt(mod(t,1),0.6),1,0.25)',
      }),
    );
    t.push(
      c.text({
        text: `23:4%{eif:1+floor(t/4):d}`,
        expand: true,
        font: FONT.mono,
        size: 18,
        x: 'w-tw-34',
        y: 41,
        color: 'white@0.8',
      }),
    );
    g.push(`[tgl]${t.join(',')},${FADE},format=gbrp[out]`);
    return g;
  },
};

const SCENES = [studioSession, livePerformance, backstage, soundcheck, rehearsal, tourDiary];

async function videos(only) {
  mkdirSync(PUBLIC_MEDIA, { recursive: true });
  mkdirSync(CLIPS_DIR, { recursive: true });
  for (const def of SCENES) {
    if (only && !only.test(def.name)) continue;
    await scene(def);
  }
}

// ---------------------------------------------------------------- main

async function main() {
  const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
  await videos(only);
  await tracks(only);
  const width = Math.max(...written.map((w) => w.file.length));
  let total = 0;
  console.log(`\n${'file'.padEnd(width)}  ${'bytes'.padStart(9)}  ${'KB'.padStart(7)}`);
  for (const { file, bytes } of written) {
    total += bytes;
    console.log(
      `${file.padEnd(width)}  ${String(bytes).padStart(9)}  ${(bytes / 1024).toFixed(1).padStart(7)}`,
    );
  }
  console.log(
    `${'total'.padEnd(width)}  ${String(total).padStart(9)}  ${(total / 1024).toFixed(1).padStart(7)}`,
  );
}

await main();
