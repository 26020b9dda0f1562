// What admins do to members (search, change a role, grant or remove a complimentary tier), each
// change written to the audit log in the same transaction.
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuditEntry, Member, UpdateMemberBody } from '@fanclub/shared/schemas/admin';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { HttpError } from '../../plugins/errors';

type MemberChange = z.infer<typeof UpdateMemberBody>;
type Tier = NonNullable<MemberChange['tier']>;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

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
  { role, tier }: MemberChange,
) {
  return [
    ...(role && role !== before.role
      ? [{ action: 'member.role_changed', details: { from: before.role, to: role } }]
      : []),
    ...(tier && tier !== before.subscriptionTier
      ? [
          {
            action:
              tier === 'free'
                ? 'member.complimentary_tier_removed'
                : 'member.complimentary_tier_granted',
            details: { from: before.subscriptionTier, to: tier },
          },
        ]
      : []),
  ];
}

export function memberAdmin(db: Db) {
  return {
    /** One page of members, newest first; `q` matches e-mail or display name. */
    async search({ q, limit, offset }: { q?: string; limit: number; offset: number }) {
      const filter: SQL | undefined = q
        ? or(
            ilike(users.email, `%${escapeLike(q)}%`),
            ilike(profiles.displayName, `%${escapeLike(q)}%`),
          )
        : undefined;
      const joined = () =>
        db.select(memberColumns).from(users).innerJoin(profiles, eq(profiles.userId, users.id));
      const [total] = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(filter);
      const rows = await joined()
        .where(filter)
        .orderBy(desc(users.createdAt), users.id)
        .limit(limit)
        .offset(offset);
      return { items: rows.map(toMember), total: total?.n ?? 0, limit, offset };
    },

    async change(adminId: string, userId: string, change: MemberChange): Promise<Member> {
      const { role, tier } = change;
      // An admin cannot remove their own admin role: someone must always be able to get back in.
      if (userId === adminId && role !== undefined && role !== 'admin')
        throw new HttpError(409, 'You cannot remove your own admin role.');
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
        if (!before) throw new HttpError(404, 'Member not found');
        await tx
          .update(profiles)
          .set({
            ...(role ? { role } : {}),
            ...(tier ? { subscriptionTier: tier } : {}),
            updatedAt: new Date(),
          })
          .where(eq(profiles.userId, userId));
        const entries = auditEntries(before, change);
        if (entries.length > 0)
          await tx.insert(auditLog).values(
            entries.map((e) => ({
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

    /** The newest audit entries, with the e-mails of who did it and to whom. */
    async audit(limit: number): Promise<AuditEntry[]> {
      const target = alias(users, 'target');
      const rows = await db
        .select({ entry: auditLog, actorEmail: users.email, targetEmail: target.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(target, eq(target.id, auditLog.targetId))
        .orderBy(desc(auditLog.createdAt))
        .limit(limit);
      return rows.map(({ entry, actorEmail, targetEmail }) => ({
        id: entry.id,
        actorEmail,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetEmail,
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
      }));
    },
  };
}
