// Every image the app uses: its name, design size, artwork and responsive widths.
import { albums } from './albums.mjs';
import { carousel } from './carousel.mjs';
import { clipBackstage, clipRehearsal, clipSoundcheck, clipTourDiary } from './clip-thumbnails.mjs';
import { events } from './events.mjs';
import { newsTickets, newsTour, newsWave } from './news.mjs';
import { avatarPlaceholder, placeholder } from './placeholders.mjs';
import { products } from './products.mjs';
import { stageScene } from './stage.mjs';
import { liveThumb, studioSession } from './video-thumbnails.mjs';
import { range } from '../../lib/seeded-random.mjs';

export function scenes() {
  const list = [];
  const add = (name, w, h, body, widths) => list.push({ name, w, h, body, widths });
  add(
    'hero',
    1600,
    1000,
    stageScene('h', 1600, 1000, 'hero', {
      floorY: 790,
      fig: { x: 800, scale: 470 },
      beams: 6,
      crowdRows: [
        { y: 900, size: 30, hands: 0.2, phones: 0.08, fill: '#0c0910' },
        { y: 985, size: 56, hands: 0.22, phones: 0.05 },
      ],
    }),
    [800, 1600],
  );
  albums.forEach((art, i) => add(`album-${i + 1}`, 800, 800, art('c'), [400, 800]));
  add('video-1', 1280, 720, studioSession('v'), [640, 1280]);
  add('video-2', 1280, 720, liveThumb('v', 1280, 720, 'video-live'), [640, 1280]);
  [clipBackstage, clipSoundcheck, clipRehearsal, clipTourDiary].forEach((fn, i) =>
    add(`clip-${i + 1}`, 480, 600, fn('k'), [480]),
  );
  [newsWave, newsTour, newsTickets].forEach((fn, i) =>
    add(`news-${i + 1}`, 640, 360, fn('n'), [640]),
  );
  range(6).forEach((i) => add(`event-${i + 1}`, 1280, 720, events(i + 1, 'e'), [640, 1280]));
  range(3).forEach((i) => add(`carousel-${i + 1}`, 800, 600, carousel(i + 1, 'r'), [800]));
  products.forEach((fn, i) => add(`product-${i + 1}`, 800, 800, fn('p'), [400, 800]));
  add('avatar-placeholder-256', 256, 256, avatarPlaceholder('a'), null);
  add('placeholder-800', 800, 800, placeholder('q'), null);
  return list;
}
