// Exclusive clip 1: backstage.
import { C, FONT } from '../palette.mjs';
import { range } from '../../lib/seeded-random.mjs';
import { CLIP, clipTitle, rrect } from './clip-frame.mjs';
import { FADE, blob, blurF, linG, periodic, radG, spaced, svg } from './draw.mjs';
import { FPS } from './scene.mjs';

export const backstage = {
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
