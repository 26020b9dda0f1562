// Event images (1280 x 720), one stage per event.
import { arena, co2, curtains, desert, lasers, ledWall, rings } from './event-backdrops.mjs';
import { lamp, stageScene } from './stage.mjs';
import { C } from '../palette.mjs';
import { range } from '../../lib/seeded-random.mjs';

export function events(n, p) {
  const W = 1280;
  const H = 720;
  switch (n) {
    case 1:
      return stageScene(p, W, H, 'event-1', {
        floorY: H * 0.64,
        fig: { x: W / 2, scale: H * 0.24 },
        beams: 9,
        backdrop: ledWall(p, W, H),
        front: co2(`${p}a`, W * 0.3, H * 0.64, H * 0.5) + co2(`${p}b`, W * 0.7, H * 0.64, H * 0.5),
        crowdRows: [
          { y: H * 0.78, size: H * 0.024, hands: 0.4, fill: '#160d1a', phones: 0.1 },
          { y: H * 0.86, size: H * 0.034, hands: 0.4, fill: '#0c0810', phones: 0.1 },
          { y: H * 0.97, size: H * 0.055, hands: 0.45, phones: 0.05 },
        ],
      });
    case 2:
      return stageScene(p, W, H, 'event-2', {
        floorY: H * 0.72,
        fig: { x: W * 0.5, scale: H * 0.44, flip: true },
        beams: 0,
        warm: true,
        backdrop: curtains(p, W, H),
        crowdRows: [{ y: H * 0.95, size: H * 0.06, hands: 0.05, phones: 0.04 }],
        front: range(7)
          .map((i) => lamp(`${p}c`, i, W * (0.08 + i * 0.14), H * 0.9, 3, '#ffb3d3'))
          .join(''),
      });
    case 3:
      return stageScene(p, W, H, 'event-3', {
        floorY: H * 0.68,
        fig: { x: W / 2, scale: H * 0.26, flip: true },
        beams: 6,
        backdrop: rings(p, W, H),
        sky: [
          [0, '#120a26'],
          [0.6, '#2a1040'],
          [1, C.bg],
        ],
        crowdRows: [
          { y: H * 0.82, size: H * 0.03, hands: 0.35, fill: '#140c1c', phones: 0.1 },
          { y: H * 0.96, size: H * 0.055, hands: 0.4, phones: 0.06 },
        ],
      });
    case 4:
      return desert(p, W, H);
    case 5:
      return arena(p, W, H);
    default:
      return lasers(p, W, H);
  }
}
