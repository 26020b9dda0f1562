import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role, Tier } from '@fanclub/shared/roles';
import { cookiesFrom } from '../helpers/session';

/** The seven kinds of caller of the authorization matrix (docs/architecture.md); staff: the door. */
export const ACTORS = ['anonymous', 'fan', 'fanplus', 'vip', 'artist', 'admin', 'staff'] as const;
export type Actor = (typeof ACTORS)[number];
export type Member = Exclude<Actor, 'anonymous'>;

/** The demo accounts behind each signed-in actor (demo mode creates them; password `fanclub-demo`). */
export const ACCOUNTS: Record<Member, { email: string; role: Role; tier: Tier }> = {
  fan: { email: 'fan@example.com', role: 'fan', tier: 'free' },
  fanplus: { email: 'fanplus@example.com', role: 'fan', tier: 'fanplus' },
  vip: { email: 'vip@example.com', role: 'fan', tier: 'vip' },
  artist: { email: 'artist@example.com', role: 'artist', tier: 'vip' },
  admin: { email: 'admin@example.com', role: 'admin', tier: 'vip' },
  staff: { email: 'staff@example.com', role: 'staff', tier: 'free' },
};

/** The role the server checks a route's Feature against: the stored one (a VIP-tier fan is a 'fan'). */
export function roleOf(actor: Actor): Role | null {
  if (actor === 'anonymous') return null;
  return ACCOUNTS[actor].role;
}

export interface SignedInActors {
  cookies: Record<Actor, string>;
  userIds: Record<Member, string>;
}

/** Signs every demo account in once (argon2 is slow), each from its own address. */
export async function signInActors(app: FastifyInstance, origin: string): Promise<SignedInActors> {
  const cookies = { anonymous: '' } as Record<Actor, string>;
  const userIds = {} as Record<Member, string>;
  let host = 1;
  for (const actor of ACTORS) {
    if (actor === 'anonymous') continue;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: ACCOUNTS[actor].email, password: 'fanclub-demo' },
      remoteAddress: `10.77.0.${host++}`,
    });
    if (res.statusCode !== 200)
      throw new Error(`sign-in failed for ${actor}: ${res.statusCode} ${res.body}`);
    cookies[actor] = cookiesFrom(res.headers['set-cookie']);
    userIds[actor] = (res.json() as { user: { id: string } }).user.id;
  }
  return { cookies, userIds };
}

/**
 * Columns that timers write on their own, whoever is asking what: hearts are batched and flushed
 * about a second later, and viewer peaks are noted by the live socket's ticker.
 */
const BACKGROUND_COLUMNS: Record<string, string[]> = {
  live_streams: ['heart_count', 'peak_viewers'],
};
/**
 * The job queue's own bookkeeping: a retry falling due or a lease renewed changes it at any time.
 * What a job does shows in the other tables (and the snapshot waits for due jobs to finish).
 * Hearts per second (replays, ADR 031) are written by the same batched flush as heart_count.
 */
const BACKGROUND_TABLES = new Set(['jobs', 'live_heart_buckets']);

/**
 * A fingerprint of every table in the database: row count and a hash of all rows. Two equal
 * snapshots mean a request wrote nothing at all, whichever table its route would touch.
 */
export async function databaseSnapshot(app: FastifyInstance): Promise<Map<string, string>> {
  // Background work a sample set off (the inbox fan-out, pushes on the job queue) ends first.
  await app.jobs.settled();
  const tables = (
    await app.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows as { name: string }[];
  const parts = tables
    .filter(({ name }) => !BACKGROUND_TABLES.has(name))
    .map(({ name }) => {
      const row = ['to_jsonb(t)', ...(BACKGROUND_COLUMNS[name] ?? []).map((c) => `'${c}'`)].join(
        ' - ',
      );
      return `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg((${row})::text, '|' order by (${row})::text), '')) as print from "${name}" t`;
    });
  const rows = (await app.db.execute(sql.raw(parts.join(' union all ')))).rows as {
    name: string;
    print: string;
  }[];
  return new Map(rows.map((r) => [r.name, r.print]));
}

/** Tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
