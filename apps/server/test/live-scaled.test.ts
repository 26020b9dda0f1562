import { describe, expect, it } from 'vitest';
import { scaledOutAvailable, useScaledApps } from './helpers/scaled-apps';
import { signIn } from './helpers/session';
import { openLive } from './helpers/live-socket';
import { signedInMembers } from './helpers/members';

describe.skipIf(!scaledOutAvailable)(
  'live streams across two server processes (PostgreSQL + Redis)',
  () => {
    const apps = useScaledApps();

    it('agrees on start, stop and the viewer count', async () => {
      const { one, two } = apps;
      const origin = one.config.publicUrl;
      const artist = await signIn(
        one.app,
        origin,
        'artist@example.com',
        'fanclub-demo',
        '10.50.0.1',
      );
      // A viewer on process two hears a start made on process one.
      const early = await openLive(
        two.app,
        origin,
        '00000000-0000-4000-8000-000000000000',
        'early-watcher-1',
      );
      const stream = (await artist.post('/api/live/start', { title: 'Scaled out' })).json();
      await expect
        .poll(
          () =>
            early.messages.some(
              (m) => m.type === 'stream' && (m.stream as { id?: string } | null)?.id === stream.id,
            ),
          { timeout: 5_000 },
        )
        .toBe(true);
      early.close();

      // Counted viewers are those who may watch: three Fan+ members.
      const [m1, m2, m3] = await signedInMembers(one.app, origin, 'scaled-viewer', 3, 'fanplus');
      const a = await openLive(one.app, origin, stream.id, 'scaled-viewer-a', m1!.cookie);
      const b = await openLive(one.app, origin, stream.id, 'scaled-viewer-b', m2!.cookie);
      const c = await openLive(two.app, origin, stream.id, 'scaled-viewer-c', m3!.cookie);
      await expect.poll(() => a.lastCount(), { timeout: 6_000 }).toBe(3);
      await expect.poll(() => c.lastCount(), { timeout: 6_000 }).toBe(3);
      b.close();
      await expect.poll(() => c.lastCount(), { timeout: 6_000 }).toBe(2);
      expect((await two.app.inject('/api/live/active')).json().stream.viewerCount).toBe(2);

      await artist.post('/api/live/stop', { streamId: stream.id });
      await expect
        .poll(() => c.messages.some((m) => m.type === 'stream' && m.stream === null), {
          timeout: 5_000,
        })
        .toBe(true);
      a.close();
      c.close();
    });
  },
);
