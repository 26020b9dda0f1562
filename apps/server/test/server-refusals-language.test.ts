// Refusals that used to reach members in English only (issue 34): the meet & greet's, in the
// member's language setting, else the browser's Accept-Language, and English word for word as
// before; and the welcome mail's perks in the plan cards' own words in the member's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMeetGreet } from './security/meet-greet-fixtures';
import { readOutbox } from './helpers/mail-reader';
import { subscriptionBody } from './helpers/order-body';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signIn } from './helpers/session';

const card = subscriptionBody('fanplus', '4242424242424242');

describe(`newly translated server refusals on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let fan: Awaited<ReturnType<typeof signIn>>;
  let vip: Awaited<ReturnType<typeof signIn>>;
  let eventId: string;
  const enter = (who: typeof fan, headers: Record<string, string> = {}) =>
    who.post(`/api/events/${eventId}/meet-greet/entries`, undefined, headers);

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.34.0.1');
    vip = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.34.0.2');
    eventId = await newMeetGreet(ctx.app);
  });
  afterAll(async () => ctx?.close());

  it("refuses a free fan the meet & greet in Japanese, the browser's Spanish, or English", async () => {
    expect((await fan.patch('/api/me', { locale: 'ja' })).statusCode).toBe(200);
    const ja = await enter(fan, { 'accept-language': 'es' });
    expect(ja.statusCode).toBe(403);
    expect(ja.json().message).toBe(
      'ミート＆グリートはVIP会員限定です。応募するにはVIPにアップグレードしてください。',
    );
    await fan.patch('/api/me', { locale: null });
    expect((await enter(fan, { 'accept-language': 'es-MX,es;q=0.9' })).json().message).toBe(
      'El meet & greet es para miembros VIP. Pásate a VIP para participar.',
    );
    expect((await enter(fan)).json().message).toBe(
      'The meet & greet is for VIP members. Upgrade to VIP to enter.',
    );
  });

  it('tells a Spanish VIP they already entered, and in English as before', async () => {
    await vip.patch('/api/me', { locale: 'es' });
    expect((await enter(vip)).statusCode).toBe(200);
    const again = await enter(vip);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya te has inscrito en este meet & greet.');
    await vip.patch('/api/me', { locale: null });
    expect((await enter(vip)).json().message).toBe('You have already entered this meet & greet.');
  });

  it("lists the welcome mail's perks in the member's language, in the plan cards' words", async () => {
    await fan.patch('/api/me', { locale: 'es' });
    const paid = await fan.post('/api/billing/checkout', card);
    expect(paid.statusCode, paid.body).toBe(200);
    await ctx.app.jobs.settled();
    const welcome = readOutbox(ctx.config.dataDir).filter(
      (m) => m.to === 'fan@example.com' && m.subject.includes('Fan+'),
    );
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.subject).toBe('¡Te damos la bienvenida a Fan+!');
    expect(welcome[0]!.body).toContain('- Reproducción completa');
    expect(welcome[0]!.body).toContain('- Comunidad');
    expect(welcome[0]!.body).not.toContain('Full playback');
  });
});
