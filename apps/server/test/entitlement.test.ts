import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';

const RANK = { none: -1, free: 0, fanplus: 1, vip: 2 } as const;
type Level = keyof typeof RANK;

describe(`gated content reaches exactly the entitled on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const callers: [Level, ReturnType<typeof client>][] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    callers.push(['none', client(ctx.app, origin)]);
    callers.push([
      'free',
      await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.30.0.1'),
    ]);
    callers.push([
      'fanplus',
      await signIn(ctx.app, origin, 'fanplus@example.com', 'fanclub-demo', '10.30.0.2'),
    ]);
    callers.push([
      'vip',
      await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.30.0.3'),
    ]);
  });
  afterAll(async () => ctx?.close());

  // Free items are public; a paid tier needs a profile at or above it.
  const entitled = (level: Level, required: 'free' | 'fanplus' | 'vip') =>
    required === 'free' || RANK[level] >= RANK[required];

  it('post bodies', async () => {
    for (const [level, c] of callers) {
      const posts = (await c.get('/api/posts')).json() as {
        requiredTier: 'free' | 'fanplus' | 'vip';
        body: string | null;
        locked: boolean;
      }[];
      expect(posts.length).toBeGreaterThanOrEqual(3);
      for (const post of posts) {
        expect(post.body !== null, `${level} ${post.requiredTier}`).toBe(
          entitled(level, post.requiredTier),
        );
        expect(post.locked).toBe(!entitled(level, post.requiredTier));
      }
    }
  });

  it('clip URLs', async () => {
    for (const [level, c] of callers) {
      const clips = (await c.get('/api/clips')).json() as {
        requiredTier: 'free' | 'fanplus' | 'vip';
        videoUrl: string | null;
      }[];
      for (const clip of clips)
        expect(clip.videoUrl !== null, `${level} ${clip.requiredTier}`).toBe(
          entitled(level, clip.requiredTier),
        );
    }
  });

  it('full-track URLs, for every track', async () => {
    const tracks = (await ctx.app.inject('/api/tracks?limit=50')).json() as {
      id: string;
      isPremium: boolean;
    }[];
    expect(tracks.length).toBeGreaterThanOrEqual(8);
    for (const [level, c] of callers) {
      for (const track of tracks) {
        const playback = (await c.get(`/api/tracks/${track.id}/playback`)).json() as {
          kind: string;
          url: string;
        };
        const full = entitled(level, track.isPremium ? 'fanplus' : 'free');
        expect(playback.kind, `${level} ${track.id}`).toBe(full ? 'full' : 'preview');
        expect(playback.url.includes('/full?')).toBe(full);
      }
    }
  });
});
