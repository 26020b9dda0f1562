// What the live chat refuses reaches each fan in their language (issue 34, ADR 043): slow mode,
// the hearts limit, a mute and the per-network socket cap, in the member's setting, else the
// browser's Accept-Language; English word for word as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@fanclub/shared/i18n/locales';
import { HEARTS_PER_SECOND_MAX } from '@fanclub/shared/limits';
import { CLOSE_REASON_MAX_BYTES } from '../src/lib/i18n/close-reason';
import { serverText } from '../src/lib/i18n/server-texts';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signIn } from './helpers/session';
import { signedInMembers } from './helpers/members';

type Member = Awaited<ReturnType<typeof signedInMembers>>[number];

describe(`live chat refusals in the fan's language on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let streamId: string;
  let artist: Awaited<ReturnType<typeof signIn>>;
  let japanese: Member;
  let spanishBrowser: Member;
  let english: Member;

  /** Sends a second message at once: the first goes, the second meets slow mode. */
  const twice = async (member: Member, headers: Record<string, string> = {}) => {
    const url = `/api/live/${streamId}/chat`;
    expect((await member.post(url, { text: 'first' }, headers)).statusCode).toBe(201);
    const second = await member.post(url, { text: 'second' }, headers);
    expect(second.statusCode).toBe(429);
    return second.json().message as string;
  };
  /** More hearts at once than a second allows: the refusal's message. */
  const heartFlood = async (member: Member, headers: Record<string, string> = {}) => {
    const burst = await Promise.all(
      Array.from({ length: HEARTS_PER_SECOND_MAX + 5 }, () =>
        member.post(`/api/live/${streamId}/hearts`, undefined, headers),
      ),
    );
    const refused = burst.find((r) => r.statusCode === 429);
    expect(refused, 'a heart over the limit').toBeDefined();
    return refused!.json().message as string;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ LIVE_SOCKETS_PER_IP: '1' });
    origin = ctx.config.publicUrl;
    artist = await signIn(ctx.app, origin, 'artist@example.com', 'fanclub-demo', '10.91.0.1');
    [japanese, spanishBrowser, english] = (await signedInMembers(
      ctx.app,
      origin,
      'chat-lang',
      3,
      'fanplus',
    )) as [Member, Member, Member];
    expect((await japanese.patch('/api/me', { locale: 'ja' })).statusCode).toBe(200);
    const started = await artist.post('/api/live/start', { title: 'Language night' });
    expect(started.statusCode, started.body).toBe(200);
    streamId = started.json().id;
  });
  afterAll(async () => ctx?.close());

  it("tells a Japanese member about slow mode and the hearts limit in Japanese (the setting beats the browser's)", async () => {
    const headers = { 'accept-language': 'es' };
    expect(await twice(japanese, headers)).toBe(
      'スローモード中です：1秒に1件までメッセージを送信できます。',
    );
    expect(await heartFlood(japanese, headers)).toBe('ハートは1秒に10個まで送れます。');
  });

  it("answers a member without a setting in their browser's language", async () => {
    const headers = { 'accept-language': 'es-MX,es;q=0.9' };
    expect(await twice(spanishBrowser, headers)).toBe(
      'El modo lento está activado: puedes enviar un mensaje por segundo.',
    );
    expect(await heartFlood(spanishBrowser, headers)).toBe(
      'Puedes enviar hasta 10 corazones por segundo.',
    );
  });

  it('keeps English word for word', async () => {
    expect(await twice(english)).toBe('Slow mode is on: you can send one message per second.');
    expect(await heartFlood(english, { 'accept-language': 'fr-FR' })).toBe(
      'You can send up to 10 hearts a second.',
    );
  });

  it('tells a muted Japanese member so in Japanese, an English one in English', async () => {
    for (const member of [japanese, english]) {
      const muted = await artist.post(`/api/live/${streamId}/mutes`, { userId: member.userId });
      expect(muted.statusCode, muted.body).toBeLessThan(300);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const say = (member: Member) =>
      member.post(`/api/live/${streamId}/chat`, { text: 'still here?' });
    const ja = await say(japanese);
    expect(ja.statusCode).toBe(403);
    expect(ja.json().message).toBe('モデレーターによりこのチャットでミュートされています。');
    expect((await say(english)).json().message).toBe('A moderator has muted you in this chat.');
  });

  it("refuses one socket too many from a network in the visitor's language", async () => {
    const ip = '203.0.113.77';
    const refused = (language?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/live/ws?streamId=${streamId}`,
        headers: { origin, ...(language ? { 'accept-language': language } : {}) },
        remoteAddress: ip,
      });
    // The address's one place (LIVE_SOCKETS_PER_IP=1) taken: the next upgrade is refused.
    const held = await ctx.app.injectWS(`/api/live/ws?streamId=${streamId}`, {
      headers: { origin },
      socket: { remoteAddress: ip },
    } as never);
    try {
      const ja = await refused('ja-JP,ja;q=0.9');
      expect(ja.statusCode).toBe(429);
      expect(ja.json().message).toBe(
        'お使いのネットワークからのライブ接続が多すぎます。タブを閉じて再度お試しください。',
      );
      expect((await refused()).json().message).toBe(
        'Too many live connections from your network. Close a tab and try again.',
      );
    } finally {
      held.terminate();
    }
  });

  it("fits every socket's close reason in every language into a close frame's 123 bytes", () => {
    // The viewers' socket cap and the artist's camera socket (camera-socket.ts); a reason that
    // did not fit would be sent in English.
    const reasons = [
      'tooManyLiveConnections',
      'cameraLiveEnded',
      'cameraTakenOver',
      'cameraVideoLost',
      'cameraFormatUnsupported',
      'cameraTooMuchVideo',
      'cameraSomethingWrong',
      'cameraNotSetUp',
      'cameraCannotTakeVideo',
      'cameraCannotKeepUp',
    ] as const;
    for (const locale of LOCALES)
      for (const key of reasons)
        expect(
          Buffer.byteLength(serverText(locale, key)),
          `${key} in ${locale}`,
        ).toBeLessThanOrEqual(CLOSE_REASON_MAX_BYTES);
  });
});
