// Mastering: ffmpeg room and band limit, then limiter, loudness and fades in JS.
import { SR } from './synth.mjs';
import { ff } from '../ffmpeg.mjs';

const dB = (x) => 20 * Math.log10(Math.max(x, 1e-12));

/** ffmpeg room + band limit, then a look-ahead limiter and loudness gain in JS. */
export function master(
  spec,
  [L, R],
  { channels, targetRms, ceilingDb, fadeIn = 0.02, fadeOut = 1.5 },
) {
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

export function stats(chans) {
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

export const interleave = (chans, from = 0, to = chans[0].length) => {
  const k = chans.length;
  const out = new Float32Array((to - from) * k);
  for (let i = from; i < to; i++) for (let c = 0; c < k; c++) out[(i - from) * k + c] = chans[c][i];
  return Buffer.from(out.buffer);
};
