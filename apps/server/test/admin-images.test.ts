import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signInEveryRole } from './helpers/session';
import { multipartFile } from './security/fixtures';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ff2e88' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .png()
    .toBuffer();

describe(`admin cover images for events and posts on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;
  let eventId: string;
  let postId: string;
  const upload = (who: string, url: string, name: string, type: string, data: Buffer) =>
    as[who]!.inject({ method: 'POST', url, ...multipartFile('file', name, type, data) });

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.61.0');
    eventId = (
      await as.artist!.post('/api/admin/events', {
        title: 'Cover Show',
        eventDate: '2030-06-01T20:00:00Z',
        location: 'Lisbon',
      })
    ).json().id;
    postId = (
      await as.artist!.post('/api/admin/content', {
        title: 'Cover post',
        body: 'Hi',
        visibility: 'free',
      })
    ).json().id;
  });
  afterAll(async () => ctx?.close());

  it('refuses anonymous callers (401) and fans (403) and leaves the event without an image', async () => {
    const image = await png(40, 30);
    for (const [who, status] of [
      ['anonymous', 401],
      ['fan', 403],
    ] as const) {
      for (const url of [
        `/api/admin/events/${eventId}/image`,
        `/api/admin/content/${postId}/image`,
      ])
        expect(
          (await upload(who, url, 'c.png', 'image/png', image)).statusCode,
          `${who} ${url}`,
        ).toBe(status);
    }
    expect((await as.fan!.get(`/api/events/${eventId}`)).json().image).toBeNull();
  });

  it('stores an artist upload as a WebP without metadata and shows it on the public event', async () => {
    const res = await upload(
      'artist',
      `/api/admin/events/${eventId}/image`,
      'c.png',
      'image/png',
      await png(2400, 1200),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json();
    expect(image.url).toMatch(new RegExp(`^/storage/event-images/${eventId}\\.webp\\?v=\\d+$`));
    // Scaled down to fit 1600 px, aspect ratio kept.
    expect(image).toMatchObject({ width: 1600, height: 800 });
    const file = await ctx.app.inject(image.url);
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect((await as.fan!.get(`/api/events/${eventId}`)).json().image.url).toBe(image.url);
    const adminList = (await as.admin!.get('/api/admin/events')).json() as {
      id: string;
      image: { url: string } | null;
    }[];
    expect(adminList.find((e) => e.id === eventId)!.image!.url).toBe(image.url);
  });

  it('lets the admin set a post image, shown in the admin list and the public feed', async () => {
    const res = await upload(
      'admin',
      `/api/admin/content/${postId}/image`,
      'p.png',
      'image/png',
      await png(300, 200),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json();
    expect(image).toMatchObject({ width: 300, height: 200 });
    expect(image.url).toMatch(new RegExp(`^/storage/post-images/${postId}\\.webp\\?v=\\d+$`));
    const list = (await as.admin!.get('/api/admin/content')).json() as {
      id: string;
      image: { url: string } | null;
    }[];
    expect(list.find((p) => p.id === postId)!.image!.url).toBe(image.url);
    expect((await as.fan!.get('/api/posts')).body).toContain(image.url);
  });

  it("refuses a text file named .png and an oversize file with the avatar's messages", async () => {
    const url = `/api/admin/events/${eventId}/image`;
    const text = await upload(
      'artist',
      url,
      'photo.png',
      'image/png',
      Buffer.from('not a picture'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Please select an image file');
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload('artist', url, 'big.png', 'image/png', big);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('Image must be smaller than 5MB');
    const none = await as.artist!.post(url, {});
    expect(none.statusCode).toBe(400);
    // The refused uploads left the earlier image in place.
    expect((await as.fan!.get(`/api/events/${eventId}`)).json().image).toMatchObject({
      width: 1600,
    });
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    const image = await png(20, 20);
    const missing = await upload(
      'admin',
      '/api/admin/events/00000000-0000-4000-8000-000000000000/image',
      'c.png',
      'image/png',
      image,
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await upload('admin', '/api/admin/events/nope/image', 'c.png', 'image/png', image))
        .statusCode,
    ).toBe(400);
  });
});
