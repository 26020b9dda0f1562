// Which language a mail or push goes out in: the member's saved language (profiles.locale), else
// the language of the request that caused it (sign-up, forgot password), else English.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { chooseLocale, DEFAULT_LOCALE, isLocale } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { acceptLanguageTags } from '@fanclub/shared/i18n/accept-language';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';

/** The saved language of each of `userIds` that chose one, in one query (fan-outs pass hundreds). */
export async function savedLocales(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: profiles.userId, locale: profiles.locale })
    .from(profiles)
    .where(and(inArray(profiles.userId, [...new Set(userIds)]), isNotNull(profiles.locale)));
  return new Map(
    rows.flatMap((row) => (isLocale(row.locale) ? [[row.userId, row.locale] as const] : [])),
  );
}

/** One member's mail language; `acceptLanguage` is the causing request's header, if any. */
export async function mailLocale(
  db: Db,
  userId: string,
  acceptLanguage?: string | null,
): Promise<Locale> {
  const saved = (await savedLocales(db, [userId])).get(userId);
  return chooseLocale(saved, acceptLanguageTags(acceptLanguage));
}

/** The saved language of the member with this address, if one has it (a gift's recipient). */
export async function savedLocaleOfAddress(db: Db, email: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return isLocale(row?.locale) ? row.locale : undefined;
}

/**
 * The language of a mail about an order, sent when the buyer is not asking (a provider's webhook,
 * an admin shipping it): a member's saved language now, else the one the order was placed in
 * (a guest's browser, migration 0043), else English.
 */
export async function orderMailLocale(
  db: Db,
  order: { userId: string | null; locale: string | null },
): Promise<Locale> {
  const saved = order.userId ? (await savedLocales(db, [order.userId])).get(order.userId) : null;
  return saved ?? (isLocale(order.locale) ? order.locale : DEFAULT_LOCALE);
}
