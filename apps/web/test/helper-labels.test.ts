// Issue 34: the words the web app made in helpers (tier and role names, a drop's badge, the member
// number, a feed's 'now'/'5m', the events list's month badge) in the page's language. English
// must read byte for byte as the shared helpers the server keeps using (and e2e specs assert).
import { describe, expect, it } from 'vitest';
import { memberLabel, roleLabel, tierLabel } from '@fanclub/shared/labels';
import { dropBadge, dropLabel } from '@fanclub/shared/drops';
import type { DropRule } from '@fanclub/shared/drops';
import { formatMemberNumber } from '@fanclub/shared/schemas/membership';
import { ROLES, TIERS } from '@fanclub/shared/roles';
import type { Locale } from '@fanclub/shared/i18n/locales';
import {
  dropBadgeText,
  dropName,
  memberName,
  memberNumberText,
  roleName,
  tierName,
} from '../src/lib/i18n/member-labels';
import { shortTimeAgo } from '../src/lib/time-text';
import { dateBadge } from '../src/features/events/event-dates';
import { catalogueTranslator } from './catalogue-translator';

const t = {
  en: catalogueTranslator('en'),
  es: catalogueTranslator('es'),
  ja: catalogueTranslator('ja'),
};

const vipDrop: DropRule = {
  requiredTier: 'vip',
  dropsAt: new Date('2026-11-30T18:00:00Z'),
  perMemberLimit: 2,
};
const openDrop: DropRule = { requiredTier: null, dropsAt: null, perMemberLimit: null };

describe('tier, role and member names', () => {
  it('reads in English exactly as the shared labels', () => {
    for (const tier of [...TIERS, 'nonsense']) expect(tierName(t.en, tier)).toBe(tierLabel(tier));
    for (const role of [...ROLES, 'nonsense']) expect(roleName(t.en, role)).toBe(roleLabel(role));
    for (const role of [...ROLES, null, undefined])
      for (const tier of [...TIERS, null])
        expect(memberName(t.en, role, tier)).toBe(memberLabel(role, tier));
    expect(memberName(t.en, null, null)).toBe('Guest');
  });

  it('says Free, the roles and Guest in Japanese and Spanish; Fan+ and VIP stay brand names', () => {
    expect(TIERS.map((tier) => tierName(t.ja, tier))).toEqual(['無料', 'Fan+', 'VIP']);
    expect(TIERS.map((tier) => tierName(t.es, tier))).toEqual(['Gratis', 'Fan+', 'VIP']);
    expect(memberName(t.ja, null, null)).toBe('ゲスト');
    expect(memberName(t.es, undefined, 'free')).toBe('Invitado');
    expect(memberName(t.ja, 'fan', 'free')).toBe('ファン');
    expect(memberName(t.ja, 'fan', 'vip')).toBe('VIP');
    expect(memberName(t.ja, 'artist', 'vip')).toBe('アーティスト');
    expect(memberName(t.es, 'artist', 'free')).toBe('Artista');
    expect(roleName(t.ja, 'admin')).toBe('管理者');
    expect(roleName(t.es, 'staff')).toBe('Equipo');
    expect(roleName(t.es, 'vip')).toBe('VIP');
  });
});

describe('drop badge and member number', () => {
  it('reads in English exactly as the shared dropBadge and formatMemberNumber', () => {
    expect(dropName(t.en, vipDrop)).toBe(dropLabel(vipDrop));
    expect(dropName(t.en, openDrop)).toBe(dropLabel(openDrop));
    expect(dropBadgeText(t.en, 'en', vipDrop, 'UTC')).toBe(dropBadge(vipDrop, 'UTC'));
    expect(dropBadgeText(t.en, 'en', vipDrop, 'UTC')).toBe('VIP drop · Mon, Nov 30, 6:00 PM UTC');
    expect(dropBadgeText(t.en, 'en', openDrop, 'UTC')).toBe('Drop');
    for (const n of [1, 42, 123456, 1234567])
      expect(memberNumberText(t.en, n)).toBe(formatMemberNumber(n));
    expect(memberNumberText(t.en, 42)).toBe('No. 000042');
  });

  it('writes the badge and the number in Japanese and Spanish', () => {
    expect(dropBadgeText(t.ja, 'ja', vipDrop, 'Asia/Tokyo')).toBe(
      'VIP限定ドロップ · 12月1日(火) 3:00 JST',
    );
    expect(dropBadgeText(t.es, 'es', vipDrop, 'UTC')).toBe(
      'Lanzamiento VIP · lun, 30 nov, 18:00 UTC',
    );
    expect(dropName(t.ja, openDrop)).toBe('ドロップ');
    expect(dropName(t.es, openDrop)).toBe('Lanzamiento');
    expect(memberNumberText(t.ja, 42)).toBe('会員No. 000042');
    expect(memberNumberText(t.es, 42)).toBe('N.º 000042');
  });
});

describe('shortTimeAgo in the page language', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const ago = (iso: string, locale: Locale) => shortTimeAgo(iso, now, locale);

  it('keeps English as before', () => {
    expect(ago('2026-11-27T11:59:30.000Z', 'en')).toBe('now');
    expect(ago('2026-11-27T11:55:00.000Z', 'en')).toBe('5m');
    expect(ago('2026-11-27T09:00:00.000Z', 'en')).toBe('3h');
    expect(ago('2026-11-25T12:00:00.000Z', 'en')).toBe('2d');
  });

  it("says now, minutes, hours and days the language's own short way", () => {
    expect(ago('2026-11-27T11:59:30.000Z', 'ja')).toBe('今');
    expect(ago('2026-11-27T11:55:00.000Z', 'ja')).toBe('5分前');
    expect(ago('2026-11-27T09:00:00.000Z', 'ja')).toBe('3時間前');
    expect(ago('2026-11-25T12:00:00.000Z', 'ja')).toBe('2日前');
    expect(ago('2026-11-27T11:59:30.000Z', 'es')).toBe('ahora');
    expect(ago('2026-11-27T11:55:00.000Z', 'es')).toBe('hace 5 min');
    expect(ago('2026-11-27T09:00:00.000Z', 'es')).toBe('hace 3 h');
    expect(ago('2026-11-25T12:00:00.000Z', 'es')).toBe('hace 2 d');
  });
});

describe('events list date badge', () => {
  it('keeps the English month and names it in Japanese and Spanish', () => {
    const event = { startDay: '2027-03-15' };
    expect(dateBadge(event)).toEqual({ month: 'MAR', day: '15' });
    expect(dateBadge(event, 'en')).toEqual({ month: 'MAR', day: '15' });
    expect(dateBadge(event, 'ja')).toEqual({ month: '3月', day: '15' });
    expect(dateBadge(event, 'es')).toEqual({ month: 'MAR', day: '15' });
    expect(dateBadge({ startDay: '2027-01-09' }, 'es')).toEqual({ month: 'ENE', day: '9' });
    expect(dateBadge({ startDay: '2027-01-09' }, 'pt-BR')).toEqual({ month: 'JAN', day: '9' });
    expect(dateBadge({ startDay: 'nope' }, 'ja')).toEqual({ month: '', day: '' });
  });
});

describe("a member's community standing on their admin page", () => {
  it('names the sanction in words, not its code', () => {
    const until = { kind: 'mute', until: 'Dec 3, 2026' };
    expect(t.en('admin.sanctionUntil', until)).toBe('Muted until Dec 3, 2026');
    expect(t.en('admin.sanctionKind', { kind: 'ban' })).toBe('Banned');
    expect(t.ja('admin.sanctionUntil', until)).toBe('Dec 3, 2026までミュート中');
    expect(t.es('admin.sanctionKind', { kind: 'ban' })).toBe('Expulsado');
  });
});
