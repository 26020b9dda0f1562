// What admins do to members (search, change a role, grant or remove a complimentary tier), each
// change written to the audit log in the same transaction.
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member, UpdateMemberBody } from '@fanclub/shared/schemas/admin';
import type { MemberFilters } from '@fanclub/shared/schemas/members';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import type { AuditRecord } from '../../lib/audit';
import { recordAudit } from '../../lib/audit';
import { grantComp, removeComps } from '../../lib/comps-repository';
import { HttpError } from '../../plugins/errors';
import { memberFilter } from './member-filter-repository';

type MemberChange = z.infer<typeof UpdateMemberBody>;
type Tier = NonNullable<MemberChange['tier']>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const LAST_ADMIN = 'The club needs at least one admin.';

/**
 * Call in the transaction that would take `userId`'s admin role away (a demotion, a deletion),
 * before changing anything: locks every admin's profile row, so two admins removing each other
 * at once queue here and the second sees the first's change (PostgreSQL re-reads a locked row
 * once its holder commits: a demoted admin no longer matches). 409 if `userId` is the last
 * admin; 403 if `actorId`, checked when the request began, is no longer an admin by now.
 */
export async function keepAnAdmin(tx: Tx, actorId: string, userId: string) {
  const admins = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .for('update');
  const ids = new Set(admins.map((a) => a.userId));
  if (ids.has(userId) && ids.size <= 1) throw new HttpError(409, LAST_ADMIN);
  if (!ids.has(actorId)) throw new HttpError(403, 'You do not have permission to do that.');
}

const memberColumns = {
  userId: users.id,
  email: users.email,
  displayName: profiles.displayName,
  role: profiles.role,
  tier: profiles.subscriptionTier,
  createdAt: users.createdAt,
};

const toMember = (row: { createdAt: Date } & Omit<Member, 'createdAt'>): Member => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The audit entries one change makes: none when nothing actually changed. */
function auditEntries(
  before: { role: string; subscriptionTier: Tier },
  change: MemberChange,
): Pick<AuditRecord, 'action' | 'details'>[] {
  const { role, tier } = change;
  return [
    ...(role && role !== before.role
      ? [{ action: 'member.role_changed' as const, details: { from: before.role, to: role } }]
      : []),
    ...(tier && (tier !== before.subscriptionTier || change.months)
      ? [
          {
            action:
              tier === 'free'
                ? ('member.complimentary_tier_removed' as const)
                : ('member.complimentary_tier_granted' as const),
            details: { from: before.subscriptionTier, to: tier, months: change.months ?? null },
          },
        ]
      : []),
  ];
}

export function memberAdmin(db: Db) {
  return {
    /**
     * One page of members, newest first (by member number: unique and given in joining order, so
     * a page is a keyset range, not an OFFSET), filtered as the CSV export is.
     */
    async search({
      limit,
      cursor,
      ...filters
    }: MemberFilters & { limit: number; cursor?: string }) {
      const filter = memberFilter(filters);
      const [total] = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(filter);
      const rows = await db
        .select({ ...memberColumns, number: profiles.memberNumber })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(filter, cursor ? lt(profiles.memberNumber, Number(cursor)) : undefined))
        .orderBy(desc(profiles.memberNumber))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        items: page.map(({ number: _, ...m }) => toMember(m)),
        total: total?.n ?? 0,
        limit,
        nextCursor: rows.length > limit ? String(page.at(-1)!.number) : null,
      };
    },

    async change(adminId: string, userId: string, change: MemberChange): Promise<Member> {
      const { role, tier } = change;
      // An admin cannot remove their own admin role: someone must always be able to get back in.
      if (userId === adminId && role !== undefined && role !== 'admin')
        throw new HttpError(409, 'You cannot remove your own admin role.');
      return db.transaction(async (tx) => {
        if (role !== undefined && role !== 'admin') await keepAnAdmin(tx, adminId, userId);
        const [before] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
        if (!before) throw new HttpError(404, 'Member not found.');
        if (role)
          await tx
            .update(profiles)
            .set({ role, updatedAt: new Date() })
            .where(eq(profiles.userId, userId));
        // A comp is a row (lib/comps-repository.ts); the tier is then recomputed with what the member pays for.
        if (tier === 'free') await removeComps(tx, userId);
        else if (tier)
          await grantComp(tx, { userId, tier, months: change.months ?? null, source: 'admin' });
        await recordAudit(
          tx,
          ...auditEntries(before, change).map((e): AuditRecord => ({
            ...e,
            actorId: adminId,
            targetType: 'member',
            targetId: userId,
          })),
        );
        const [after] = await tx
          .select(memberColumns)
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, userId));
        return toMember(after!);
      });
    },
  };
}
