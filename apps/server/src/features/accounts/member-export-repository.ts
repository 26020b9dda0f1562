// The member CSV export (issue 33): the filtered members in batches, keyed on the member number
// (unique, indexed), so 50,000 members never sit in memory at once; the export is audited.
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { MemberFilters } from '@fanclub/shared/schemas/members';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { recordAudit } from '../../lib/audit';
import {
  lifetimeSpendCents,
  memberCountry,
  memberFilter,
  memberStatus,
} from './member-filter-repository';

export const EXPORT_BATCH = 500;

export const CSV_COLUMNS = [
  'member_number',
  'name',
  'email',
  'tier',
  'status',
  'member_since',
  'country',
  'lifetime_spend',
] as const;

/**
 * A cell as text a spreadsheet will not run: a leading = + - @ (or tab, carriage return) would
 * make it a formula, so it gets a leading apostrophe; quotes, commas and newlines are quoted.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function memberExport(db: Db) {
  const counted = () =>
    db.select({ n: count() }).from(users).innerJoin(profiles, eq(profiles.userId, users.id));

  return {
    /** Records who exported what, with how many rows, before the file is sent. */
    async audit(adminId: string, filters: MemberFilters): Promise<number> {
      const [total] = await counted().where(memberFilter(filters));
      const rows = total?.n ?? 0;
      const used = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v));
      await recordAudit(db, {
        actorId: adminId,
        action: 'member.exported',
        targetType: 'member',
        targetId: 'export',
        details: { filters: used, rows },
      });
      return rows;
    },

    /** The CSV, header first, one batch of rows at a time. */
    async *csv(filters: MemberFilters): AsyncGenerator<string> {
      yield `${CSV_COLUMNS.join(',')}\r\n`;
      let after = 0;
      for (;;) {
        const rows = await db
          .select({
            memberNumber: profiles.memberNumber,
            name: profiles.displayName,
            userName: users.name,
            email: users.email,
            tier: profiles.subscriptionTier,
            status: memberStatus,
            since: users.createdAt,
            country: memberCountry,
            spend: lifetimeSpendCents,
          })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(and(memberFilter(filters), gt(profiles.memberNumber, after)))
          .orderBy(asc(profiles.memberNumber))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows
          .map((r) =>
            [
              r.memberNumber,
              r.name ?? r.userName,
              r.email,
              r.tier,
              r.status,
              r.since.toISOString().slice(0, 10),
              r.country,
              (Number(r.spend) / 100).toFixed(2),
            ]
              .map(csvCell)
              .join(','),
          )
          .map((line) => `${line}\r\n`)
          .join('');
        after = rows[rows.length - 1]!.memberNumber;
        if (rows.length < EXPORT_BATCH) return;
      }
    },
  };
}
