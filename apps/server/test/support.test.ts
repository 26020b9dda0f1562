import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SUPPORT_ABOUT_NOT_FOUND,
  SUPPORT_NOT_FOUND,
  SUPPORT_PAGE_SIZE,
} from '@fanclub/shared/support-texts';
import { newOrder } from './security/fixtures';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import type { client } from './helpers/session';
import { outbox, signInEveryRole } from './helpers/session';

type Caller = ReturnType<typeof client>;
const LIST = '/api/support/conversations';
const INBOX = '/api/admin/support/conversations';

/** A multipart/form-data body with text fields and files named images, as the form sends it. */
function form(fields: Record<string, string>, images: Buffer[] = []) {
  const boundary = `----support${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const [i, data] of images.entries())
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="shot-${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`priority support on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Record<string, Caller>;
  const ids: Record<string, string> = {};
  let png: Buffer;

  const send = (c: Caller, url: string, fields: Record<string, string>, images: Buffer[] = []) =>
    c.inject({ method: 'POST', url, ...form(fields, images) });
  const write = (c: Caller, fields: Record<string, string>, images: Buffer[] = []) =>
    send(c, LIST, fields, images);

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.61.0');
    for (const name of ['fan', 'fanplus', 'vip', 'artist', 'admin']) {
      const me = await as[name]!.get('/api/me');
      ids[name] = me.json().user.id;
    }
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
  });
  afterAll(() => ctx?.close());

  it('puts VIP members first in the admin inbox, then the longest waiting, with their promise kept apart', async () => {
    const fan = await write(as.fan!, { subject: 'Fan first', body: 'I wrote before the VIP.' });
    expect(fan.statusCode, fan.body).toBe(201);
    expect(fan.json()).toMatchObject({ vip: false, status: 'open', about: null });
    const vip = await write(as.vip!, { subject: 'VIP later', body: 'I wrote after the fan.' });
    expect(vip.json()).toMatchObject({ vip: true, status: 'open' });

    const inbox = await as.admin!.get(INBOX);
    expect(inbox.statusCode).toBe(200);
    const subjects = inbox.json().conversations.map((c: { subject: string }) => c.subject);
    expect(subjects.indexOf('VIP later')).toBeLessThan(subjects.indexOf('Fan first'));
    const row = inbox
      .json()
      .conversations.find((c: { subject: string }) => c.subject === 'Fan first');
    // The admin sees who wrote and since when they wait.
    expect(row).toMatchObject({ memberEmail: 'fan@example.com', vip: false });
    expect(Date.parse(row.waitingSince)).toBeLessThanOrEqual(Date.now());
  });

  it('pages the admin inbox by keyset in (VIP, waited, id) order, none lost or doubled', async () => {
    await ctx.app.db.execute(sql`
      insert into support_conversations (user_id, subject, vip, rank, waiting_since)
      select ${ids.fanplus!}, 'bulk ' || g, g % 3 = 0, case when g % 3 = 0 then 0 else 1 end,
             now() - (g || ' minutes')::interval
      from generate_series(1, ${SUPPORT_PAGE_SIZE + 7}) g`);
    const seen: { id: string; vip: boolean; waitingSince: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = await as.admin!.get(`${INBOX}${cursor ? `?cursor=${cursor}` : ''}`);
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().conversations);
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(SUPPORT_PAGE_SIZE + 9);
    const firstNonVip = seen.findIndex((c) => !c.vip);
    expect(seen.slice(firstNonVip).every((c) => !c.vip)).toBe(true);
    for (const group of [seen.slice(0, firstNonVip), seen.slice(firstNonVip)])
      for (let i = 1; i < group.length; i++)
        expect(Date.parse(group[i]!.waitingSince)).toBeGreaterThanOrEqual(
          Date.parse(group[i - 1]!.waitingSince),
        );
    expect((await as.admin!.get(`${INBOX}?cursor=nonsense`)).statusCode).toBe(400);
    await ctx.app.db.execute(sql`delete from support_conversations where subject like 'bulk %'`);
  });

  it('takes an order only when it is the member’s own', async () => {
    const mine = await newOrder(ctx.app, ids.vip!);
    const theirs = await newOrder(ctx.app, ids.fan!);
    const ok = await write(as.vip!, {
      subject: 'Where is my order?',
      body: 'It has not arrived.',
      aboutKind: 'order',
      aboutId: mine,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().about).toEqual({ kind: 'order', id: mine });
    for (const [kind, id] of [
      ['order', theirs],
      ['ticket', mine],
      ['payment', mine],
    ]) {
      const refused = await write(as.vip!, {
        subject: 'x',
        body: 'y',
        aboutKind: kind!,
        aboutId: id!,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(SUPPORT_ABOUT_NOT_FOUND);
    }
  });

  it('refuses bad input with a clear 400, never a 500', async () => {
    for (const fields of <Record<string, string>[]>[
      { subject: '', body: 'x' },
      { subject: 'x', body: '   ' },
      { subject: 'x', body: 'y'.repeat(5001) },
      { subject: 'x', body: 'y', aboutKind: 'refund', aboutId: ids.fan! },
      { subject: 'x', body: 'y', aboutKind: 'order' },
      { subject: 'x', body: 'y', aboutKind: 'order', aboutId: 'not-a-uuid' },
    ]) {
      const res = await write(as.fan!, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const json = await as.fan!.post(LIST, { subject: 'JSON works too', body: 'No images.' });
    expect(json.statusCode).toBe(201);
    expect((await as.fan!.get(`${LIST}/not-a-uuid`)).statusCode).toBe(400);
  });

  it('accepts images only, with the avatar checks, and serves them to the member and admins only', async () => {
    const fake = await write(as.vip!, { subject: 'Not an image', body: 'x' }, [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toMatch(/Please select an image file/);
    const tooMany = await write(as.vip!, { subject: 'Many', body: 'x' }, [png, png, png, png]);
    expect(tooMany.statusCode).toBe(400);

    const res = await write(as.vip!, { subject: 'Screenshot', body: 'See the picture.' }, [png]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const thread = (await as.vip!.get(`${LIST}/${id}`)).json();
    const [image] = thread.messages[0].attachments;
    expect(image).toMatchObject({ width: 40, height: 30 });
    const mine = await as.vip!.get(image.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect((await as.admin!.get(image.url)).statusCode).toBe(200);
    for (const name of ['fan', 'artist'])
      expect((await as[name]!.get(image.url)).statusCode).toBe(404);
    expect((await as.anonymous!.get(image.url)).statusCode).toBe(401);
    expect((await as.vip!.get(image.url.replace(/sig=./, 'sig=A'))).statusCode).toBe(404);
    // Not reachable as a public file either.
    const file = image.url.split('/files/')[1].split('?')[0];
    expect((await as.vip!.get(`/storage/support/${id}/${file}`)).statusCode).toBe(404);
    const onDisk = `/storage/private/support/${id}/${file}`;
    expect(existsSync(join(ctx.config.dataDir, onDisk))).toBe(true);
    for (const path of [
      onDisk,
      onDisk.replace('/private/', '//private/'),
      onDisk.replace('/private/', '/x/../private/'),
      onDisk.replace('/private/', '/%70rivate/'),
    ])
      expect([403, 404], path).toContain((await as.vip!.get(path)).statusCode);
  });

  it('keeps each conversation to its member: others get 404, non-admins 403 on the admin inbox', async () => {
    const created = await write(as.vip!, { subject: 'Private', body: 'Only me and the team.' });
    const id = created.json().id;
    for (const name of ['fan', 'fanplus', 'artist', 'admin']) {
      const res = await as[name]!.get(`${LIST}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SUPPORT_NOT_FOUND);
      expect((await send(as[name]!, `${LIST}/${id}/messages`, { body: 'hi' })).statusCode).toBe(
        404,
      );
    }
    const list = (await as.fan!.get(LIST)).json().conversations;
    expect(list.map((c: { id: string }) => c.id)).not.toContain(id);
    for (const name of ['fan', 'fanplus', 'vip', 'artist']) {
      expect((await as[name]!.get(INBOX)).statusCode).toBe(403);
      expect((await as[name]!.get(`${INBOX}/${id}`)).statusCode).toBe(403);
      expect((await send(as[name]!, `${INBOX}/${id}/answers`, { body: 'x' })).statusCode).toBe(403);
      expect((await as[name]!.post(`${INBOX}/${id}/close`)).statusCode).toBe(403);
    }
    expect((await as.anonymous!.get(LIST)).statusCode).toBe(401);
    // The member's own views carry no e-mail address.
    expect((await as.vip!.get(`${LIST}/${id}`)).body).not.toContain('@example.com');
  });

  it('the team answers: the member reads it, gets an inbox item and a mail; writing again reopens it', async () => {
    const created = await write(as.vip!, {
      subject: 'Card declined',
      body: 'Why was my card declined?',
    });
    const id = created.json().id;
    const answered = await send(as.admin!, `${INBOX}/${id}/answers`, {
      body: 'Your bank said no.',
    });
    expect(answered.statusCode, answered.body).toBe(204);

    const thread = (await as.vip!.get(`${LIST}/${id}`)).json();
    expect(thread.conversation.status).toBe('answered');
    expect(
      thread.messages.map((m: { fromTeam: boolean; authorName: string }) => [
        m.fromTeam,
        m.authorName,
      ]),
    ).toEqual([
      [false, expect.any(String)],
      [true, 'Fanclub team'],
    ]);
    const items = (await as.vip!.get('/api/inbox')).json().items;
    expect(items[0]).toMatchObject({
      kind: 'support_answer',
      url: `/support/${id}`,
      body: 'Your bank said no.',
    });
    await vi.waitFor(
      () =>
        expect(
          outbox(ctx.config.dataDir).some(
            (m) => /^To: vip@example.com/m.test(m.raw) && m.raw.includes('Your bank said no.'),
          ),
        ).toBe(true),
      { timeout: 10_000 },
    );
    // No waiting conversation: it left the open inbox.
    const open = (await as.admin!.get(INBOX)).json().conversations.map((c: { id: string }) => c.id);
    expect(open).not.toContain(id);

    const before = Date.now();
    expect(
      (await send(as.vip!, `${LIST}/${id}/messages`, { body: 'Thanks, and now?' })).statusCode,
    ).toBe(204);
    const reopened = (await as.vip!.get(`${LIST}/${id}`)).json().conversation;
    expect(reopened.status).toBe('open');
    expect(Date.parse(reopened.waitingSince)).toBeGreaterThanOrEqual(before - 1000);

    expect((await as.admin!.post(`${INBOX}/${id}/close`)).statusCode).toBe(204);
    expect((await as.vip!.get(`${LIST}/${id}`)).json().conversation.status).toBe('closed');
    const closed = (await as.admin!.get(`${INBOX}?status=closed`)).json().conversations;
    expect(closed.map((c: { id: string }) => c.id)).toContain(id);
    expect(
      (await as.admin!.post(`${INBOX}/00000000-0000-4000-8000-000000000000/close`)).statusCode,
    ).toBe(404);
  });
});

describe(`support floods on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // The real limits, as members meet them (every other suite raises them).
    ctx = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(async () => ctx?.close());

  it('answers the 21st support message in an hour with 429, per member', async () => {
    const as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.61.9');
    const first = await as.fan!.post(LIST, { subject: 'Flood', body: 'Message 0' });
    expect(first.statusCode).toBe(201);
    for (let i = 1; i < 20; i++) {
      const res = await as.fan!.post(`${LIST}/${first.json().id}/messages`, {
        body: `Message ${i}`,
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    const flood = await as.fan!.post(LIST, { subject: 'Flood', body: 'One more' });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toMatch(/^You are sending support messages too fast\./);
    expect((await as.vip!.post(LIST, { subject: 'Mine', body: 'Not held back' })).statusCode).toBe(
      201,
    );
  });
});
