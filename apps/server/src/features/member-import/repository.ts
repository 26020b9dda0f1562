// The only Drizzle user of member import: who already has an account, creating the imported
// accounts (no password) and their single-use invitations.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema/auth';
import { memberInvites, memberSince } from '../../db/schema/comps';
import { profiles } from '../../db/schema/profiles';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const INVITE_DAYS = 30;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function importRepository(db: Db) {
  return {
    /** E-mail → user id for the addresses that already have an account. */
    async existing(emails: string[]): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      for (let i = 0; i < emails.length; i += 1000) {
        const rows = await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.email, emails.slice(i, i + 1000)));
        for (const r of rows) found.set(r.email, r.id);
      }
      return found;
    },

    /** An account with no password yet: the member sets one from their invitation. */
    async createMember(tx: Tx, m: { email: string; name: string; since: Date | null }) {
      const id = randomUUID();
      const name = m.name || m.email.split('@')[0]!;
      await tx.insert(users).values({ id, name, email: m.email, emailVerified: false });
      await tx.insert(profiles).values({ userId: id, displayName: name });
      if (m.since) await tx.insert(memberSince).values({ userId: id, since: m.since });
      return id;
    },

    /** A fresh invitation token for `userId` (only its hash is kept). */
    async newInvite(userId: string, now = new Date()) {
      const token = randomBytes(32).toString('base64url');
      await db.insert(memberInvites).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
      });
      return token;
    },

    async email(userId: string) {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /**
     * Uses the invitation once: sets the password (a credential account) and marks the address
     * verified, since the member read the mail sent to it. Every other invitation of theirs ends
     * too. Null when the token is unknown, used or expired.
     */
    async accept(token: string, passwordHash: string, now = new Date()) {
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .update(memberInvites)
          .set({ usedAt: now })
          .where(
            and(
              eq(memberInvites.tokenHash, hashToken(token)),
              isNull(memberInvites.usedAt),
              gt(memberInvites.expiresAt, now),
            ),
          )
          .returning({ userId: memberInvites.userId });
        if (!invite) return null;
        await tx
          .update(memberInvites)
          .set({ usedAt: now })
          .where(and(eq(memberInvites.userId, invite.userId), isNull(memberInvites.usedAt)));
        const [hasPassword] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.userId, invite.userId), eq(accounts.providerId, 'credential')));
        if (hasPassword) return null;
        await tx.insert(accounts).values({
          id: randomUUID(),
          accountId: invite.userId,
          providerId: 'credential',
          userId: invite.userId,
          password: passwordHash,
        });
        const [user] = await tx
          .update(users)
          .set({ emailVerified: true, updatedAt: now })
          .where(eq(users.id, invite.userId))
          .returning({ email: users.email });
        return user ?? null;
      });
    },
  };
}
export type ImportRepository = ReturnType<typeof importRepository>;
