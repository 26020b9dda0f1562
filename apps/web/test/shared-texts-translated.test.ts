// The English texts the shared contract holds as constants (community, inbox, support, drops, the
// upgrade prompt) reach the screens through the catalogues (issue 34): English word for word the
// shared constant the server and the browser tests use, and every other language its own words.
import { describe, expect, it } from 'vitest';
import MessageFormat from '@messageformat/core';
import {
  COMMUNITY_LOCKED,
  HELD_FOR_REVIEW,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  POST_GONE,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
} from '@fanclub/shared/community-texts';
import {
  DROP_NOTIFY_DONE,
  DROP_SIGN_IN_MESSAGE,
  dropLimitNote,
  dropNotifyTierMessage,
  dropTierMessage,
} from '@fanclub/shared/drops';
import { addedToCartMessage } from '@fanclub/shared/cart';
import { tierLabel, upgradePrompt } from '@fanclub/shared/labels';
import { LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { PRESALE_NEEDS_ON_SALE_TIME } from '@fanclub/shared/schemas/presale';
import { CHAT_BADGE_LABELS } from '@fanclub/shared/schemas/live-chat';
import {
  SUPPORT_ABOUT_LABELS,
  SUPPORT_PROMISE,
  SUPPORT_STATUS_LABELS,
  VIP_FIRST_RESPONSE_HOURS,
  VIP_SUPPORT_PROMISE,
} from '@fanclub/shared/support-texts';
import en from '@fanclub/shared/i18n/messages/en.json';
import es from '@fanclub/shared/i18n/messages/es.json';
import ja from '@fanclub/shared/i18n/messages/ja.json';
import ko from '@fanclub/shared/i18n/messages/ko.json';
import ptBR from '@fanclub/shared/i18n/messages/pt-BR.json';
import { REPORT_REASON_KEYS } from '../src/features/community/texts';
import { INBOX_KIND_KEYS } from '../src/features/inbox/kind-keys';
import { SUPPORT_ABOUT_KEYS, SUPPORT_STATUS_KEYS } from '../src/lib/support/labels';
import { upgradePromptText } from '../src/lib/i18n/member-labels';
import { STREAM_ERROR } from '../src/lib/player/player-state';
import type { MessageKey, Translator } from '../src/lib/i18n/translator';

const CATALOGUES: Record<Locale, Record<string, Record<string, string>>> = {
  en,
  es,
  'pt-BR': ptBR,
  ja,
  ko,
};

/** A language's catalogue compiled as the build does; a missing text throws. */
function translator(locale: Locale): Translator['t'] {
  const mf = new MessageFormat(locale);
  return (key, values) => {
    const [ns, name] = key.split('.') as [string, string];
    const text = CATALOGUES[locale][ns]?.[name];
    if (text === undefined) throw new Error(`${locale} has no ${key}`);
    return mf.compile(text)(values);
  };
}
const t = translator('en');

describe('shared English constants, through the catalogues', () => {
  it('are word for word the English the server and the browser tests use', () => {
    expect(t('community.lockedNotice')).toBe(COMMUNITY_LOCKED);
    expect(t('community.postDeleted')).toBe(POST_GONE);
    expect(t('communityWrite.heldForReview')).toBe(HELD_FOR_REVIEW);
    for (const reason of REPORT_REASONS)
      expect(t(REPORT_REASON_KEYS[reason])).toBe(REPORT_REASON_LABELS[reason]);
    for (const kind of INBOX_KINDS) expect(t(INBOX_KIND_KEYS[kind])).toBe(INBOX_KIND_LABELS[kind]);
    for (const [status, key] of Object.entries(SUPPORT_STATUS_KEYS))
      expect(t(key)).toBe(SUPPORT_STATUS_LABELS[status as keyof typeof SUPPORT_STATUS_KEYS]);
    for (const [about, key] of Object.entries(SUPPORT_ABOUT_KEYS))
      expect(t(key)).toBe(SUPPORT_ABOUT_LABELS[about as keyof typeof SUPPORT_ABOUT_KEYS]);
    expect(t('supportThread.promise')).toBe(SUPPORT_PROMISE);
    expect(t('supportThread.vipPromise', { hours: VIP_FIRST_RESPONSE_HOURS })).toBe(
      VIP_SUPPORT_PROMISE,
    );
    expect(t('shopping.dropSignIn')).toBe(DROP_SIGN_IN_MESSAGE);
    expect(t('shopping.dropNotifyDone')).toBe(DROP_NOTIFY_DONE);
    for (const tier of ['fanplus', 'vip'] as const) {
      expect(t('shopping.dropTierOnly', { tier: tierLabel(tier) })).toBe(dropTierMessage(tier));
      expect(t('shopping.dropNotifyTier', { tier: tierLabel(tier) })).toBe(
        dropNotifyTierMessage(tier),
      );
    }
    expect(t('shopping.dropLimitNote', { limit: 2 })).toBe(dropLimitNote(2));
    for (const tier of [null, 'free', 'fanplus', 'vip'] as const)
      expect(upgradePromptText(t, tier)).toBe(upgradePrompt(tier));
    expect(t('media.badgeArtist')).toBe(CHAT_BADGE_LABELS.artist);
    expect(t('media.badgeAdmin')).toBe(CHAT_BADGE_LABELS.admin);
    expect(t('media.badgePremium')).toBe(CHAT_BADGE_LABELS.premium);
    expect(t(STREAM_ERROR)).toBe('Failed to load stream');
    expect(t('shopping.addedToCart', { quantity: 2, name: 'Tour Tee' })).toBe(
      addedToCartMessage(2, 'Tour Tee'),
    );
    expect(t('admin.presaleNeedsOnSaleTime')).toBe(PRESALE_NEEDS_ON_SALE_TIME);
  });

  it('read in Japanese and Spanish in those languages', () => {
    const inJa = translator('ja');
    expect(inJa('community.lockedNotice')).toBe('コミュニティはFan+とVIPメンバー限定です。');
    expect(inJa(REPORT_REASON_KEYS.hate)).toBe('ヘイトスピーチ');
    expect(upgradePromptText(inJa, 'fanplus')).toBe('VIPにアップグレード');
    expect(inJa('supportThread.vipPromise', { hours: 24 })).toBe(
      'VIPメンバーには24時間以内にお答えします。',
    );
    const inEs = translator('es');
    expect(inEs(INBOX_KIND_KEYS.order_shipped)).toBe('Mi pedido fue enviado');
    expect(inEs('shopping.dropTierOnly', { tier: 'VIP' })).toBe(
      'Solo los miembros VIP pueden comprar este lanzamiento.',
    );
  });

  it('has every key in every language', () => {
    const keys: MessageKey[] = [
      ...Object.values(REPORT_REASON_KEYS),
      ...Object.values(INBOX_KIND_KEYS),
      ...Object.values(SUPPORT_STATUS_KEYS),
      ...Object.values(SUPPORT_ABOUT_KEYS),
    ];
    for (const locale of LOCALES) {
      const inLocale = translator(locale);
      for (const key of keys) expect(inLocale(key), `${locale} ${key}`).not.toBe('');
    }
  });
});
