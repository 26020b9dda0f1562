import { generatedImage } from '@fanclub/shared/generated-image';
import type { Tier } from '@fanclub/shared/roles';
import { artistIdentity } from './artist-identity';

const artistName = artistIdentity.name;
const cover = (n: number) => generatedImage(`album-${n}`, [400, 800], 1);

export const albumSeeds = [
  {
    slug: 'late-bloom',
    title: 'Late Bloom',
    releaseDate: '2026-09-12',
    coverImage: cover(4),
    description: 'The new album: four songs written between two tours.',
  },
  {
    slug: 'over-the-moon',
    title: 'Over The Moon',
    releaseDate: '2025-06-20',
    coverImage: cover(3),
    description: 'A summer record about falling fast.',
  },
  {
    slug: 'neon-psalms',
    title: 'Neon Psalms',
    releaseDate: '2024-03-08',
    coverImage: cover(2),
    description: 'City lights, late trains and second chances.',
  },
  {
    slug: 'velvet-hours',
    title: 'Velvet Hours',
    releaseDate: '2022-11-04',
    coverImage: cover(1),
    description: 'The debut that started it all.',
  },
].map((album) => ({ ...album, artistName }));

/**
 * The demo tracks are generated sketches (scripts/media/audio/tracks.mjs) whose full rendition lasts 60 s.
 * Lists used to claim 3:34-4:01 while playback stopped at 1:00; the stated length is now the real
 * one (the honest fix that keeps the repo small: no longer audio files to store).
 */
export const DEMO_RENDITION_SECONDS = 60;

interface TrackSeed {
  slug: string;
  album: string;
  trackNumber: number;
  title: string;
  durationSeconds: number;
  isPremium: boolean;
  /** Minutes before "now" the track was added, so "newest" has a stable order. */
  addedMinutesAgo: number;
}

export const trackSeeds: TrackSeed[] = [
  {
    slug: 'slow-motion',
    album: 'late-bloom',
    trackNumber: 1,
    title: 'Slow Motion',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: false,
    addedMinutesAgo: 10,
  },
  {
    slug: 'after-hours-call',
    album: 'late-bloom',
    trackNumber: 2,
    title: 'After Hours Call',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: true,
    addedMinutesAgo: 20,
  },
  {
    slug: 'paper-hearts',
    album: 'late-bloom',
    trackNumber: 3,
    title: 'Paper Hearts',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: false,
    addedMinutesAgo: 30,
  },
  {
    slug: 'girls-need-love',
    album: 'late-bloom',
    trackNumber: 4,
    title: 'Girls Need Love (Live)',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: true,
    addedMinutesAgo: 40,
  },
  {
    slug: 'moonlit',
    album: 'over-the-moon',
    trackNumber: 1,
    title: 'Moonlit',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: false,
    addedMinutesAgo: 50,
  },
  {
    slug: 'five-years',
    album: 'over-the-moon',
    trackNumber: 2,
    title: 'Five Years',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: true,
    addedMinutesAgo: 60,
  },
  {
    slug: 'neon-psalm',
    album: 'neon-psalms',
    trackNumber: 1,
    title: 'Neon Psalm',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: false,
    addedMinutesAgo: 70,
  },
  {
    slug: 'last-train',
    album: 'neon-psalms',
    trackNumber: 2,
    title: 'Last Train Home',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: false,
    addedMinutesAgo: 80,
  },
  {
    slug: 'velvet',
    album: 'velvet-hours',
    trackNumber: 1,
    title: 'Velvet',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: false,
    addedMinutesAgo: 90,
  },
  {
    slug: 'new-baby',
    album: 'velvet-hours',
    trackNumber: 2,
    title: 'New Baby',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: true,
    addedMinutesAgo: 100,
  },
  {
    slug: 'midnight-drive',
    album: 'neon-psalms',
    trackNumber: 3,
    title: 'Midnight Drive',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: false,
    addedMinutesAgo: 110,
  },
  {
    slug: 'golden',
    album: 'velvet-hours',
    trackNumber: 3,
    title: 'Golden',
    durationSeconds: DEMO_RENDITION_SECONDS,
    isPremium: false,
    addedMinutesAgo: 120,
  },
];

export const videoSeeds = [
  {
    slug: 'studio-session',
    title: 'Studio Session',
    description: 'Inside the making of Late Bloom.',
    videoUrl: '/media/video-1.mp4',
    thumbnail: generatedImage('video-1', [640, 1280], 16 / 9),
    durationSeconds: 12,
    publishedMinutesAgo: 60,
  },
  {
    slug: 'live-performance',
    title: 'Live Performance',
    description: 'Slow Motion, live from the Late Bloom tour.',
    videoUrl: '/media/video-2.mp4',
    thumbnail: generatedImage('video-2', [640, 1280], 16 / 9),
    durationSeconds: 12,
    publishedMinutesAgo: 120,
  },
];

export const clipSeeds: { slug: string; title: string; description: string; requiredTier: Tier }[] =
  [
    {
      slug: 'backstage',
      title: 'Backstage',
      description: 'Ten minutes before the lights go down.',
      requiredTier: 'free',
    },
    {
      slug: 'soundcheck',
      title: 'Soundcheck',
      description: 'Running Paper Hearts at an empty arena.',
      requiredTier: 'fanplus',
    },
    {
      slug: 'rehearsal',
      title: 'Rehearsal',
      description: 'The band works out the new arrangements.',
      requiredTier: 'vip',
    },
    {
      slug: 'tour-diary',
      title: 'Tour Diary',
      description: 'A week on the road, filmed by Aria.',
      requiredTier: 'vip',
    },
  ];

export const newsSeeds: {
  slug: string;
  title: string;
  body: string;
  requiredTier: Tier;
  image: number;
  minutesAgo: number;
}[] = [
  {
    slug: 'late-bloom-out-now',
    title: 'Late Bloom is out now',
    body: 'The new album is here. Thank you for waiting with me. Listen now and tell me your favourite song.',
    requiredTier: 'free',
    image: 1,
    minutesAgo: 30,
  },
  {
    slug: 'tour-rehearsals',
    title: 'Tour rehearsals begin',
    body: 'We started rehearsals for the spring shows this week. Fan+ members get the first look at the new set list.',
    requiredTier: 'fanplus',
    image: 2,
    minutesAgo: 90,
  },
  {
    slug: 'vip-listening-party',
    title: 'VIP listening party',
    body: 'VIP members: join me for an intimate listening party and a Q&A. It is on 21 February at Electric Lady Studios; tickets are on the Events screen.',
    requiredTier: 'vip',
    image: 3,
    minutesAgo: 150,
  },
];
