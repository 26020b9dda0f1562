import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Tier } from '@fanclub/shared/roles';
import { accounts, users } from '../../src/db/schema/auth';
import { profiles } from '../../src/db/schema/profiles';
import { hashPassword } from '../../src/lib/auth/password';
import { signIn } from './session';

const PASSWORD = 'member-password-42';

/** The password of every member made by `createMembers`. */
export const MEMBER_PASSWORD = PASSWORD;

/**
 * `count` verified members made straight in the database (sign-up would need a mail round trip
 * each): their ids and e-mails; each signs in with MEMBER_PASSWORD.
 */
export async function createMembers(
  app: FastifyInstance,
  prefix: string,
  count: number,
  tier: Tier = 'free',
) {
  const hash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    email: `${prefix}-${i}@example.org`,
    username: `${prefix}_${i}`,
  }));
  await app.db.insert(users).values(
    rows.map((r) => ({
      id: r.id,
      name: r.username,
      email: r.email,
      emailVerified: true,
      username: r.username,
    })),
  );
  await app.db.insert(accounts).values(
    rows.map((r) => ({
      id: randomUUID(),
      accountId: r.id,
      providerId: 'credential',
      userId: r.id,
      password: hash,
    })),
  );
  await app.db.insert(profiles).values(
    rows.map((r) => ({
      userId: r.id,
      displayName: r.username,
      role: 'fan' as const,
      subscriptionTier: tier,
    })),
  );
  return rows;
}

/**
 * `count` members made by `createMembers`, then signed in through the normal path, each from its
 * own address so sign-in limits do not interfere.
 */
export async function signedInMembers(
  app: FastifyInstance,
  origin: string,
  prefix: string,
  count: number,
  tier: Tier = 'free',
) {
  const rows = await createMembers(app, prefix, count, tier);
  const sessions = [];
  // A few at a time: argon2 verification is deliberately expensive.
  for (let i = 0; i < rows.length; i += 10) {
    const batch = rows
      .slice(i, i + 10)
      .map((r, j) =>
        signIn(
          app,
          origin,
          r.email,
          PASSWORD,
          `10.99.${Math.floor((i + j) / 200)}.${((i + j) % 200) + 1}`,
        ),
      );
    sessions.push(...(await Promise.all(batch)));
  }
  return sessions.map((session, i) => ({ ...session, userId: rows[i]!.id, email: rows[i]!.email }));
}
