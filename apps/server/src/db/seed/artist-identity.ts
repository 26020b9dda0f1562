import { generatedImage } from '@fanclub/shared/generated-image';

/**
 * Who this installation is for: the one place to change the artist's name, words, links and
 * colours. Seeded into the `artist` table; the web app reads it from the API.
 */
export const artistIdentity = {
  name: 'Aria Monroe',
  tagline: 'Late-night soul from the city that never sleeps.',
  bio: 'Aria Monroe writes slow-burning R&B about love, distance and the hours after midnight. Her fan club is where the new music, the shows and the backstage moments land first.',
  streamingLinks: [
    { label: 'Listen on Spotify', url: 'https://open.spotify.com/' },
    { label: 'Listen on Apple Music', url: 'https://music.apple.com/' },
  ],
  socialLinks: [
    { label: 'Instagram', url: 'https://www.instagram.com/' },
    { label: 'TikTok', url: 'https://www.tiktok.com/' },
    { label: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  colors: { background: '#0b0b10', accent: '#ff2e88' },
  heroImage: generatedImage('hero', [800, 1600], 1.6),
};
