import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH } from '@fanclub/shared/limits';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';
import { translateServerText } from '../src/lib/i18n/server-texts';

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

  it('leaves a text the catalogue does not know as it is', () => {
    expect(translateServerText('A text nobody translated.', 'ko')).toBe(
      'A text nobody translated.',
    );
    expect(translateServerText('Post not found.', 'en')).toBe('Post not found.');
    expect(translateServerText('Post not found.', 'ko')).toBe('게시물을 찾을 수 없습니다.');
  });
});
