// Renders note events to samples in JS (FM electric piano, pad, bass, drums, lead).
import { arrange } from './arrange.mjs';
import { mtof } from './theory.mjs';
import { rng } from '../../lib/seeded-random.mjs';

/** Sample rate of everything synthesized. */
export const SR = 44100;

const TAU = Math.PI * 2;

/** Renders events into a stereo float buffer. */
export function render(spec, seconds, opts = {}) {
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
