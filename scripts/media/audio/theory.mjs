// Music theory for the generated songs: chord qualities, progressions, scales and a seeded song spec.
import { between, chance, pick, rng } from '../../lib/seeded-random.mjs';

export const mtof = (m) => 440 * 2 ** ((m - 69) / 12);
export const QUALITY = {
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
export const PROGRESSIONS = {
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
export const PENTATONIC = { major: [0, 2, 4, 7, 9], minor: [0, 3, 5, 7, 10] };

/** Everything that makes one piece distinct, drawn from the seed's PRNG. */
export function songSpec(seed, over = {}) {
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

const NOTE = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
export const describe = (spec) =>
  `${`${NOTE[spec.tonic]} ${spec.mode}`.padEnd(9)} ${spec.bpm} bpm  ${spec.prog
    .map(([d, q]) => NOTE[(spec.tonic + d) % 12] + q)
    .join(' ')
    .padEnd(34)} ${spec.lead.padEnd(7)} ${spec.snare.padEnd(5)}`;
