// The insights suite's club (issue 33): two years of a big club's business, made set-based
// (generate_series, one statement per table) on PostgreSQL while the demo server runs.
//
// For `members` (50,000): users and profiles (60 % free, 30 % Fan+, 10 % VIP); a subscription for
// every Fan+ and VIP member and a cancelled one for every fifth free member, started over the last
// two years; a payment for every month each was paid for; `orders` settled orders (one in twenty
// still pending) over two years, each a merch line of the demo products, every third with a ticket
// line and its ticket for one of 24 bench events; 200 live streams with heart buckets; likes on
// the demo tracks; 20,000 posts and 200,000 comments.
import pg from 'pg';

export function seedStatements({ members, orders }) {
  const days = 730;
  return [
    ['session', `set synchronous_commit = off; select setseed(0.33)`],
    [
      'members',
      `insert into users (id, name, email, email_verified, username, created_at, updated_at)
       select 'bench-member-' || n, 'Bench Fan ' || n, 'member' || n || '@bench.example', true,
              'bench_fan_' || n, now() - interval '${days} days', now()
       from generate_series(1, ${members}) n;
       insert into profiles (user_id, display_name, role, subscription_tier)
       select 'bench-member-' || n, 'Bench Fan ' || n, 'fan',
              (case when n % 10 = 9 then 'vip' when n % 10 >= 6 then 'fanplus' else 'free' end)::tier
       from generate_series(1, ${members}) n`,
    ],
    [
      'subscriptions',
      `insert into subscriptions (user_id, provider, provider_subscription_id, tier, status,
                                  current_period_start, current_period_end, created_at, updated_at)
       select 'bench-member-' || n, 'demo', 'bench_sub_' || n,
              (case when n % 10 = 9 or n % 10 = 1 then 'vip' else 'fanplus' end)::tier,
              case when n % 10 >= 6 then 'active' else 'canceled' end,
              s.at, s.at + interval '1 month', s.at,
              case when n % 10 >= 6 then s.at else s.at + (now() - s.at) * ((n * 31) % 97) / 97.0 end
       from (select n, now() - ((n * 7919) % ${days * 24}) * interval '1 hour' as at
             from generate_series(1, ${members}) n) s
       where n % 10 >= 6 or n % 5 = 1`,
    ],
    [
      'payments',
      `insert into payments (user_id, provider_subscription_id, amount_cents, description, created_at)
       select s.user_id, s.provider_subscription_id,
              case when s.tier = 'vip' then 1999 else 999 end, 'Membership', m
       from subscriptions s
       cross join lateral generate_series(s.created_at,
         case when s.status = 'canceled' then s.updated_at else now() end, interval '1 month') m
       where s.provider_subscription_id like 'bench_sub_%'`,
    ],
    [
      'events',
      `insert into events (title, event_date, capacity, ticket_price_cents)
       select 'Bench Tour ' || n, now() - interval '${days} days' + n * interval '32 days', 2000, 4500
       from generate_series(1, 24) n`,
    ],
    [
      'orders',
      `create temp table bench_products as
         select row_number() over (order by id) - 1 as k, id, name, price_cents from products;
       create temp table bench_events as
         select row_number() over (order by event_date) - 1 as k, id, title from events
         where title like 'Bench Tour %';
       create temp table bench_orders as
         select n, gen_random_uuid() as id, now() - random() * interval '${days} days' as at
         from generate_series(1, ${orders}) n;
       insert into orders (id, user_id, email, status, subtotal_cents, total_cents, created_at, paid_at)
       select o.id, 'bench-member-' || (1 + o.n % ${members}), 'member' || o.n || '@bench.example',
              case when o.n % 20 = 0 then 'pending' when o.n % 3 = 0 then 'shipped' else 'paid' end,
              p.price_cents * (1 + o.n % 2) + case when o.n % 3 = 0 then 4500 else 0 end,
              p.price_cents * (1 + o.n % 2) + case when o.n % 3 = 0 then 4500 else 0 end,
              o.at, case when o.n % 20 = 0 then null else o.at end
       from bench_orders o
       join bench_products p on p.k = o.n % (select count(*) from bench_products);
       insert into order_items (order_id, kind, product_id, name, unit_price_cents, quantity)
       select o.id, 'merch', p.id, p.name, p.price_cents, 1 + o.n % 2
       from bench_orders o
       join bench_products p on p.k = o.n % (select count(*) from bench_products);
       insert into order_items (order_id, kind, event_id, name, unit_price_cents, quantity)
       select o.id, 'ticket', e.id, e.title, 4500, 1
       from bench_orders o join bench_events e on e.k = o.n % 24 where o.n % 3 = 0;
       insert into tickets (event_id, user_id, order_id, quantity, status, created_at)
       select e.id, 'bench-member-' || (1 + o.n % ${members}), o.id, 1,
              case when o.n % 20 = 0 then 'pending' else 'paid' end, o.at
       from bench_orders o join bench_events e on e.k = o.n % 24 where o.n % 3 = 0`,
    ],
    [
      'live',
      `create temp table bench_streams as
         select n, gen_random_uuid() as id, now() - n * interval '3 days 13 hours' as at
         from generate_series(1, 200) n;
       insert into live_streams (id, user_id, title, stream_key, is_active, peak_viewers,
                                 started_at, ended_at)
       select s.id, (select id from users where email = 'artist@example.com'),
              'Bench live ' || s.n, 'bench-key-' || s.n, false, 500 + (s.n * 37) % 4000,
              s.at, s.at + interval '75 minutes'
       from bench_streams s;
       insert into live_heart_buckets (stream_id, at, count)
       select s.id, s.at + k * interval '1 second', 1 + k % 9
       from bench_streams s cross join generate_series(1, 600) k`,
    ],
    [
      'music and community',
      `insert into track_likes (user_id, track_id, created_at)
       select 'bench-member-' || n, t.id, now() - random() * interval '${days} days'
       from generate_series(1, ${members}, 3) n cross join tracks t
       where (n + length(t.slug)) % 4 = 0;
       create temp table bench_posts as
         select n, gen_random_uuid() as id, now() - random() * interval '${days} days' as at
         from generate_series(1, 20000) n;
       insert into posts (id, body, kind, required_tier, author_id, fanned_out_at, created_at, updated_at)
       select p.id, 'Bench post ' || p.n, 'fan', 'fanplus', 'bench-member-' || (6 + (p.n * 10) % ${members}),
              now(), p.at, p.at
       from bench_posts p;
       insert into post_comments (post_id, author_id, body, created_at)
       select p.id, 'bench-member-' || (7 + (c * 10) % ${members}), 'Bench comment',
              p.at + (now() - p.at) * random()
       from generate_series(1, 200000) c join bench_posts p on p.n = 1 + c % 20000`,
    ],
    ['vacuum analyze', `vacuum analyze`],
  ];
}

/** Seeds a PostgreSQL database (the server may be running); returns [{ step, seconds }]. */
export async function seedInsights(databaseUrl, sizes, log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const steps = [];
  const started = performance.now();
  try {
    for (const [step, sql] of seedStatements(sizes)) {
      const t0 = performance.now();
      await client.query(sql);
      steps.push({ step, seconds: Number(((performance.now() - t0) / 1000).toFixed(1)) });
      log?.(`  seeded ${step} in ${steps.at(-1).seconds} s`);
    }
    const { rows } = await client.query(
      `select (select count(*) from profiles)::int as members,
              (select count(*) from subscriptions)::int as subscriptions,
              (select count(*) from payments)::int as payments,
              (select count(*) from orders)::int as orders,
              (select count(*) from order_items)::int as "orderItems",
              (select count(*) from post_comments)::int as comments`,
    );
    return {
      steps,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      counts: rows[0],
    };
  } finally {
    await client.end();
  }
}
