import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH } from '@fanclub/shared/limits';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';
import { serverText, translateServerText } from '../src/lib/i18n/server-texts';
import { waitValues } from '../src/plugins/rate-limits';

describe(`the server's texts in the member's language on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let fan: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo');
  });
  afterAll(async () => ctx?.close());

  it('keeps a language setting, refuses one it does not speak, and forgets it on null', async () => {
    expect((await fan.get('/api/me')).json().locale).toBeNull();
    const saved = await fan.patch('/api/me', { locale: 'pt-BR' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().locale).toBe('pt-BR');
    const unknown = await fan.patch('/api/me', { locale: 'fr' });
    expect(unknown.statusCode).toBe(400);
    // Refused in the member's own language.
    expect(unknown.json().fields.locale).toBe('Escolha um dos idiomas da lista.');
    expect((await fan.get('/api/me')).json().locale).toBe('pt-BR');
    expect((await fan.patch('/api/me', { locale: null })).json().locale).toBeNull();
  });

  it("answers a visitor's errors in their Accept-Language, English when none is spoken here", async () => {
    const asVisitor = (language: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/me', headers: { 'accept-language': language } });
    expect((await asVisitor('es-MX,es;q=0.9')).json().message).toBe(
      'Inicia sesión para continuar.',
    );
    expect((await asVisitor('fr-FR, ko;q=0.5')).json().message).toBe('계속하려면 로그인하세요.');
    expect((await asVisitor('fr-FR, de')).json().message).toBe('Please sign in to continue.');
    expect((await client(ctx.app, origin).get('/api/me')).json().message).toBe(
      'Please sign in to continue.',
    );
  });

  it("puts a problem's values into the member's language (the setting beats the browser's)", async () => {
    await fan.patch('/api/me', { locale: 'ja' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { origin, cookie: fan.cookie, 'accept-language': 'es' },
      payload: { displayName: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.displayName).toBe(
      `表示名は${DISPLAY_NAME_MAX_LENGTH}文字以内にしてください。`,
    );
    await fan.patch('/api/me', { locale: null });
  });

  it('refuses the community to a free fan, checkout texts with their values, in their language', async () => {
    await fan.patch('/api/me', { locale: 'ja' });
    const refused = await fan.post('/api/community/posts', { text: 'Let me in' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('コミュニティはFan+とVIPメンバー限定です。');
    await fan.patch('/api/me', { locale: null });
    expect((await fan.post('/api/community/posts', { text: 'Let me in' })).json().message).toBe(
      'The community is for Fan+ and VIP members.',
    );
    // A name and size from the shop carried into the sentence.
    expect(translateServerText('Sorry, Tour tee (M) just sold out.', 'es')).toBe(
      'Lo sentimos, Tour tee (M) se acaba de agotar.',
    );
    expect(translateServerText('You are muted in the community until Dec 1.', 'pt-BR')).toBe(
      'Você está silenciado na comunidade até Dec 1.',
    );
  });

  it("answers sign-in and sign-up with Better Auth's and our own errors in the visitor's language", async () => {
    const post = (url: string, payload: object, language: string | null, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin, ...(language ? { 'accept-language': language } : {}) },
        payload,
        remoteAddress: ip,
      });
    const wrong = { email: 'fanplus@example.com', password: 'not-the-password' };
    const es = await post('/api/auth/sign-in/email', wrong, 'es-MX,es;q=0.9', '10.83.0.1');
    expect(es.statusCode).toBe(401);
    // Better Auth's code stays for clients that read it; its English message is translated.
    expect(es.json()).toMatchObject({
      message: 'Correo o contraseña incorrectos',
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
    const en = await post('/api/auth/sign-in/email', wrong, null, '10.83.0.2');
    expect(en.json().message).toBe('Invalid email or password');

    const common = { displayName: 'Ana', email: 'ana.common@example.org', password: 'password123' };
    const refused = await post('/api/auth/sign-up/email', common, 'es', '10.83.0.3');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Esa contraseña es demasiado común. Elige otra.');

    // Past the free tries the wait is one Spanish sentence, with its own plural.
    for (let i = 0; i < 4; i += 1)
      expect((await post('/api/auth/sign-in/email', wrong, 'es', '10.83.0.1')).statusCode).toBe(
        401,
      );
    const held = await post('/api/auth/sign-in/email', wrong, 'es', '10.83.0.1');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Espera 1 minuto y vuelve a intentarlo.',
    );
    const heldEn = await post('/api/auth/sign-in/email', wrong, null, '10.83.0.1');
    expect(heldEn.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });

  it("words a 429's wait as before in English, and in each language's plural rules", () => {
    const orders = (seconds: number, locale: 'en' | 'es' | 'ja') =>
      serverText(locale, 'tooManyOrders', waitValues(seconds));
    expect(orders(1, 'en')).toBe(
      'Too many orders in a short time. Please wait 1 second and try again.',
    );
    expect(orders(45, 'en')).toBe(
      'Too many orders in a short time. Please wait 45 seconds and try again.',
    );
    expect(orders(60, 'en')).toBe(
      'Too many orders in a short time. Please wait 1 minute and try again.',
    );
    expect(orders(61, 'en')).toBe(
      'Too many orders in a short time. Please wait 2 minutes and try again.',
    );
    expect(orders(1, 'es')).toBe(
      'Demasiados pedidos en poco tiempo. Espera 1 segundo y vuelve a intentarlo.',
    );
    expect(orders(3600, 'ja')).toBe(
      '短時間に注文が多すぎます。60分待ってから、もう一度お試しください。',
    );
  });

  it('leaves a text the catalogue does not know as it is', () => {
    expect(translateServerText('A text nobody translated.', 'ko')).toBe(
      'A text nobody translated.',
    );
    expect(translateServerText('Post not found.', 'en')).toBe('Post not found.');
    expect(translateServerText('Post not found.', 'ko')).toBe('게시물을 찾을 수 없습니다.');
  });
});
