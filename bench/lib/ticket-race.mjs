// The on-sale race for tickets (issue 30, fair ticket sales): `buyers` VIP members, signed in
// through the real sign-in, each asking at once for 2, 1 and 1 tickets (three tabs) of an event
// with `capacity` seats and a cap of 3 per member. Correct means: exactly `capacity` tickets sold,
// no member above the cap, every other answer a clear 409.
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { createStore, removeStore, signIn, startServer } from './server.mjs';
import { round, verdict } from './format.mjs';

const PASSWORD = 'bench-buyer-2026';
const CAP = 3;
const ASKS = [2, 1, 1];
const CARD = {
  fullName: 'Bench Buyer',
  email: 'buyer@bench.example',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/40',
  cvc: '123',
  zipCode: '10001',
  country: 'US',
};

/** `n` verified VIP members with one password, as one statement per table. */
async function membersSql(n) {
  // argon2id as the server hashes (lib/auth/password.ts); the hash carries its own parameters.
  const hashed = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2 });
  return `
    insert into users (id, name, email, email_verified, username)
    select 'race-' || n, 'Race Fan ' || n, 'race' || n || '@bench.example', true, 'race_' || n
    from generate_series(1, ${n}) n;
    insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
    select 'race-account-' || n, 'race-' || n, 'credential', 'race-' || n, '${hashed}', now(), now()
    from generate_series(1, ${n}) n;
    insert into profiles (user_id, display_name, role, subscription_tier)
    select 'race-' || n, 'Race Fan ' || n, 'fan', 'vip'::tier from generate_series(1, ${n}) n;`;
}

// Every bench buyer comes from 127.0.0.1: the per-address order limits are raised, as the tests
// raise them, so the capacity and the cap are what is measured.
const SERVER_ENV = { RATE_LIMIT_FACTOR: '1000' };

async function seeded(db, buyers) {
  const store = createStore(db);
  if (!store) return null;
  const sql = await membersSql(buyers);
  if (db === 'postgres') {
    const server = await startServer({
      db,
      store,
      env: SERVER_ENV,
      label: 'ticket race (postgres)',
    });
    const client = new pg.Client({ connectionString: store.databaseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
    return { store, server };
  }
  // PGlite's folder is one process's: the server migrates, stops, the members go in, it starts.
  await (await startServer({ db, store, label: 'ticket race (pglite, migrate)' })).stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(`${store.dataDir}/pglite`);
  await pglite.exec(sql);
  await pglite.close();
  return { store, server: null };
}

export async function runTicketRace({
  databases = ['pglite', 'postgres'],
  buyers = 500,
  capacity = 300,
} = {}) {
  const rows = [];
  for (const db of databases) {
    const made = await seeded(db, buyers);
    if (!made) {
      console.log('checkout (tickets): PostgreSQL is unreachable, skipped');
      continue;
    }
    const { store } = made;
    const server =
      made.server ??
      (await startServer({
        db,
        store,
        env: SERVER_ENV,
        label: `ticket race (${db})`,
      }));
    try {
      const admin = await signIn(server, 'admin@example.com');
      const created = await fetch(`${server.url}/api/admin/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin, cookie: admin },
        body: JSON.stringify({
          title: 'Bench Arena Night',
          eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          location: 'Los Angeles, CA',
          ticketPriceCents: 4500,
          capacity,
          ticketsPerMember: CAP,
        }),
      });
      if (created.status !== 201)
        throw new Error(`event: ${created.status} ${await created.text()}`);
      const { id } = await created.json();
      // Signed in beforehand, a few at a time (argon2 is meant to be slow), as fans wait for on-sale.
      const cookies = [];
      for (let i = 1; i <= buyers; i += 20)
        cookies.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(20, buyers - i + 1) }, (_, j) =>
              signIn(server, `race${i + j}@bench.example`, PASSWORD),
            ),
          )),
        );
      const buy = (cookie, quantity) =>
        fetch(`${server.url}/api/events/${id}/tickets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.origin, cookie },
          body: JSON.stringify({ ...CARD, quantity }),
        }).then(
          async (r) => ({ status: r.status, quantity, body: r.ok ? '' : await r.text() }),
          (error) => ({ status: 0, quantity, body: String(error.cause?.code ?? error.message) }),
        );
      const started = performance.now();
      const answers = await Promise.all(
        cookies.map((cookie) => Promise.all(ASKS.map((quantity) => buy(cookie, quantity)))),
      );
      const seconds = (performance.now() - started) / 1000;
      const perBuyer = answers.map((mine) =>
        mine.filter((a) => a.status === 200).reduce((n, a) => n + a.quantity, 0),
      );
      const all = answers.flat();
      const sold = perBuyer.reduce((n, t) => n + t, 0);
      const other = all.filter((a) => a.status !== 200 && a.status !== 409);
      const event = await (
        await fetch(`${server.url}/api/admin/events`, { headers: { cookie: admin } })
      ).json();
      const stored = event.find((e) => e.id === id)?.ticketsSold ?? -1;
      const overCap = perBuyer.filter((t) => t > CAP).length;
      rows.push({
        db,
        buyers,
        requests: all.length,
        capacity,
        capPerMember: CAP,
        ticketsSold: sold,
        ticketsStored: stored,
        buyersOverCap: overCap,
        oversold: Math.max(0, stored - capacity),
        otherErrors: other.length,
        seconds: round(seconds, 2),
        meetsTarget: verdict(
          sold === capacity && stored === capacity && overCap === 0 && other.length === 0,
        ),
      });
      if (other.length > 0)
        console.log(
          `checkout (tickets, ${db}): e.g. ${other[0].status} ${other[0].body.slice(0, 200)}`,
        );
    } finally {
      await server.stop();
      removeStore(store);
    }
  }
  return rows;
}
