// Exclusive clip 4: tour diary.
import { C, FONT } from '../palette.mjs';
import { pick, rng } from '../../lib/seeded-random.mjs';
import { CLIP, clipTitle, rrect } from './clip-frame.mjs';
import { FADE, blurF, f2, fadeIn, linG, slideY, svg } from './draw.mjs';
import { FPS } from './scene.mjs';

/** A wide strip that tiles every `tile` px: what scrolls past the tour-bus window. */
function strip(tile, draw) {
  let body = '';
  for (const dx of [0, tile]) body += `<g transform="translate(${dx},0)">${draw}</g>`;
  return body;
}

export const tourDiary = {
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
