// The merch drop's on-sale race (issue 30, VIP merch drops): `buyers` members signed in through
// the real sign-in, most on VIP and some on Fan+, all hitting a VIP drop the moment it goes on
// sale, with `stock` units and a limit of 2 per member. Each VIP puts 2 in the cart and checks out
// from two tabs at once, then tries to add 1 more; each Fan+ member, whose cart was filled while
// the drop was still open to Fan+, tries to add and to check out. Correct means: exactly `stock`
// sold, nobody over the limit, no Fan+ member with any, every answer an expected one.
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { createStore, removeStore, signIn, startServer } from './server.mjs';
import { round, verdict } from './format.mjs';

const PASSWORD = 'bench-buyer-2026';
const LIMIT = 2;
const SHIPPING = {
  email: 'buyer@bench.example',
  fullName: 'Bench Buyer',
  recipientName: 'Bench Buyer',
  addressLine1: '1 Bench Street',
  city: 'New York',
  region: 'NY',
  shippingZip: '10001',
  country: 'US',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/40',
  cvc: '123',
  zipCode: '10001',
  acceptTerms: true,
};
const SERVER_ENV = { RATE_LIMIT_FACTOR: '1000' };

/** `n` verified members, the first `vips` on VIP and the rest on Fan+. */
async function membersSql(n, vips) {
  const hashed = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2 });
  return `
    insert into users (id, name, email, email_verified, username)
    select 'drop-' || n, 'Drop Fan ' || n, 'drop' || n || '@bench.example', true, 'drop_' || n
    from generate_series(1, ${n}) n;
    insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
    select 'drop-account-' || n, 'drop-' || n, 'credential', 'drop-' || n, '${hashed}', now(), now()
    from generate_series(1, ${n}) n;
    insert into profiles (user_id, display_name, role, subscription_tier)
    select 'drop-' || n, 'Drop Fan ' || n, 'fan',
      (case when n <= ${vips} then 'vip' else 'fanplus' end)::tier
    from generate_series(1, ${n}) n;`;
}

async function seeded(db, buyers, vips) {
  const store = createStore(db);
  if (!store) return null;
  const sql = await membersSql(buyers, vips);
  if (db === 'postgres') {
    const server = await startServer({ db, store, env: SERVER_ENV, label: 'drop race (postgres)' });
    const client = new pg.Client({ connectionString: store.databaseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
    return { store, server };
  }
  await (await startServer({ db, store, label: 'drop race (pglite, migrate)' })).stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(`${store.dataDir}/pglite`);
  await pglite.exec(sql);
  await pglite.close();
  return { store, server: null };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export async function runDropRace({
  databases = ['pglite', 'postgres'],
  buyers = 500,
  fanplus = 100,
  stock = 300,
} = {}) {
  const rows = [];
  const vips = buyers - fanplus;
  for (const db of databases) {
    const made = await seeded(db, buyers, vips);
    if (!made) {
      console.log('checkout (drop): PostgreSQL is unreachable, skipped');
      continue;
    }
    const { store } = made;
    const server =
      made.server ??
      (await startServer({ db, store, env: SERVER_ENV, label: `drop race (${db})` }));
    const call = (cookie, method, path, body) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: server.origin, cookie },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then(
        async (r) => ({ status: r.status, body: r.ok ? '' : await r.text() }),
        (error) => ({ status: 0, body: String(error.cause?.code ?? error.message) }),
      );
    try {
      const admin = await signIn(server, 'admin@example.com');
      const cookies = [];
      for (let i = 1; i <= buyers; i += 20)
        cookies.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(20, buyers - i + 1) }, (_, j) =>
              signIn(server, `drop${i + j}@bench.example`, PASSWORD),
            ),
          )),
        );
      // Open to Fan+ first, so their carts hold it; then the drop becomes VIP-only (as a member
      // downgraded after filling a cart) and is moved to a fresh on-sale time.
      const opens = () => new Date(Date.now() + 4_000);
      const created = await call(admin, 'POST', '/api/admin/drops', {
        name: 'Bench Signed Poster',
        description: 'Numbered.',
        priceCents: 3000,
        colour: 'Black',
        requiredTier: 'fanplus',
        dropsAt: opens().toISOString(),
        perMemberLimit: LIMIT,
        stock,
      });
      if (created.status !== 201) throw new Error(`drop: ${created.status} ${created.body}`);
      const { id } = await (
        await fetch(`${server.url}/api/admin/drops`, { headers: { cookie: admin } })
      )
        .json()
        .then((all) => all.find((d) => d.name === 'Bench Signed Poster'));
      await sleep(4_500);
      const line = (quantity) => ({
        lines: [{ productId: id, colour: 'Black', size: 'OS', quantity }],
      });
      const fanplusCookies = cookies.slice(vips);
      for (const cookie of fanplusCookies) {
        const filled = await call(cookie, 'PUT', '/api/cart', line(1));
        if (filled.status !== 200) throw new Error(`fan+ cart: ${filled.status} ${filled.body}`);
      }
      const at = opens();
      const moved = await call(admin, 'PATCH', `/api/admin/drops/${id}`, {
        requiredTier: 'vip',
        dropsAt: at.toISOString(),
      });
      if (moved.status !== 200) throw new Error(`reschedule: ${moved.status} ${moved.body}`);
      await sleep(at.getTime() - Date.now() + 50);

      const vip = async (cookie) => {
        const cart = await call(cookie, 'PUT', '/api/cart', line(LIMIT));
        const orders = await Promise.all(
          [1, 2].map(() => call(cookie, 'POST', '/api/orders', SHIPPING)),
        );
        const more = await call(cookie, 'PUT', '/api/cart', line(1));
        return {
          kind: 'vip',
          answers: [cart, ...orders, more],
          bought: orders.filter((o) => o.status === 200).length * LIMIT,
        };
      };
      const fan = async (cookie) => {
        const [add, order] = await Promise.all([
          call(cookie, 'PUT', '/api/cart', line(LIMIT)),
          call(cookie, 'POST', '/api/orders', SHIPPING),
        ]);
        return { kind: 'fanplus', answers: [add, order], bought: order.status === 200 ? 1 : 0 };
      };
      const started = performance.now();
      const results = await Promise.all(cookies.map((c, i) => (i < vips ? vip(c) : fan(c))));
      const seconds = (performance.now() - started) / 1000;

      const vipResults = results.filter((r) => r.kind === 'vip');
      const fanResults = results.filter((r) => r.kind === 'fanplus');
      const sold = vipResults.reduce((n, r) => n + r.bought, 0);
      const overLimit = vipResults.filter((r) => r.bought > LIMIT).length;
      const fanplusBought = fanResults.filter((r) => r.bought > 0).length;
      // VIP: 200 or a clear 409 (sold out, cart changed by the other tab, limit reached), or the
      // other tab's 'Your cart is empty.' once the first took the cart; Fan+: only 403.
      const expectedForVip = (a) =>
        a.status === 200 ||
        a.status === 409 ||
        (a.status === 400 && a.body.includes('Your cart is empty.'));
      const unexpected = [
        ...vipResults.flatMap((r) => r.answers.filter((a) => !expectedForVip(a))),
        ...fanResults.flatMap((r) => r.answers.filter((a) => a.status !== 403)),
      ];
      const after = await (
        await fetch(`${server.url}/api/admin/drops`, { headers: { cookie: admin } })
      ).json();
      const left = after.find((d) => d.id === id)?.stock ?? -1;
      rows.push({
        db,
        buyers,
        vipBuyers: vips,
        fanplusBuyers: fanplus,
        requests: results.reduce((n, r) => n + r.answers.length, 0),
        stock,
        limitPerMember: LIMIT,
        sold,
        stockLeft: left,
        oversold: Math.max(0, sold - stock, -left),
        buyersOverLimit: overLimit,
        fanplusWhoBought: fanplusBought,
        otherAnswers: unexpected.length,
        seconds: round(seconds, 2),
        meetsTarget: verdict(
          sold === stock &&
            left === 0 &&
            overLimit === 0 &&
            fanplusBought === 0 &&
            unexpected.length === 0,
        ),
      });
      // The server's own account of the first failure (its log), beside the answer's status.
      const logged = server
        .output()
        .split('\n')
        .find((l) => /"level":50|error/i.test(l));
      if (unexpected.length > 0 && logged)
        console.log(`checkout (drop, ${db}) log: ${logged.slice(0, 600)}`);
      if (unexpected.length > 0)
        console.log(
          `checkout (drop, ${db}): e.g. ${unexpected[0].status} ${unexpected[0].body.slice(0, 200)}`,
        );
    } finally {
      await server.stop();
      removeStore(store);
    }
  }
  return rows;
}
