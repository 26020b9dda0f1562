// The community suite's data, made set-based (generate_series, one statement per table) so that
// 1,000,000 comments take a minute or so, not hours of row-by-row inserts. The same statements
// run on PostgreSQL (node-postgres) and on PGlite (the server's data folder, while it is stopped).
//
// What it makes, for `members`, `posts` and `comments`:
// - members: users + profiles, 60 % free, 30 % Fan+, 10 % VIP ('bench-member-<n>');
// - posts: one in ten by the artist (free, Fan+ or VIP in turn), the rest by Fan+ and VIP members,
//   one every 10 minutes back from now, already fanned out (so no sweep re-sends them);
// - comments: 90 % top-level, spread with a power-law skew (post i gets about i^(-2/3) of them,
//   so the newest post has thousands), then 10 % replies to the first of them, 1 % of those by the
//   artist; posts' and comments' counters match the rows;
// - likes: 20 on each of the newest tenth of the posts, 2 on each of a twentieth of the comments,
//   and the demo Fan+ member likes every third of the newest 100 posts (so likedByMe varies).
import pg from 'pg';
import { join } from 'node:path';

/** The statements, in order, each with a label for the timing table. */
export function seedStatements({ members, posts, comments }) {
  const groups = Math.floor(members / 10);
  if (groups < 1) throw new Error('community seed: at least 10 members');
  const replies = Math.floor(comments / 10);
  const topLevel = comments - replies;
  // A Fan+ or VIP member (n % 10 in 6..9) picked from a number, as SQL.
  const writer = (x) =>
    `'bench-member-' || ((((${x})::bigint * 7919) % ${groups}) * 10 + 6 + (${x}) % 4)`;
  return [
    ['session', `set synchronous_commit = off; select setseed(0.29)`],
    [
      'users',
      `insert into users (id, name, email, email_verified, username, created_at, updated_at)
       select 'bench-member-' || n, 'Bench Fan ' || n, 'member' || n || '@bench.example', true,
              'bench_fan_' || n, now() - n * interval '1 minute', now()
       from generate_series(1, ${members}) n`,
    ],
    [
      'profiles',
      `insert into profiles (user_id, display_name, role, subscription_tier)
       select 'bench-member-' || n, 'Bench Fan ' || n, 'fan',
              (case when n % 10 = 9 then 'vip' when n % 10 >= 6 then 'fanplus' else 'free' end)::tier
       from generate_series(1, ${members}) n`,
    ],
    [
      'posts',
      `create temp table bench_posts as
         select n, gen_random_uuid() as id,
                now() - n * interval '10 minutes' - (n % 7) * interval '1 second' as created_at
         from generate_series(1, ${posts}) n;
       create unique index on bench_posts (n);
       insert into posts (id, title, body, kind, required_tier, author_id, status, fanned_out_at,
                          created_at, updated_at)
       select p.id,
              case when p.n % 10 = 0 then 'Studio diary ' || p.n else '' end,
              'Bench post ' || p.n || ': ' || repeat('so excited for the tour, ', 1 + p.n % 12),
              case when p.n % 10 = 0 then 'artist' else 'fan' end,
              (case when p.n % 10 <> 0 then 'fanplus'
                    when p.n % 30 = 0 then 'free' when p.n % 30 = 10 then 'fanplus'
                    else 'vip' end)::tier,
              case when p.n % 10 = 0 then (select id from users where email = 'artist@example.com')
                   else ${writer('p.n')} end,
              'published', now(), p.created_at, p.created_at
       from bench_posts p`,
    ],
    [
      'comments',
      `insert into post_comments (post_id, author_id, body, created_at)
       select p.id, ${writer('c.i')}, 'Bench comment ' || c.i || ': love this!',
              p.created_at + (now() - p.created_at) * c.r
       from (select i, 1 + least(${posts - 1}, floor(${posts} * power(random(), 3))::int) as pn,
                    random() as r
             from generate_series(1, ${topLevel}) i) c
       join bench_posts p on p.n = c.pn`,
    ],
    [
      'replies',
      `insert into post_comments (post_id, parent_id, author_id, by_artist, body, created_at)
       select c.post_id, c.id,
              case when c.k % 100 = 0 then (select id from users where email = 'artist@example.com')
                   else ${writer('c.k + 3')} end,
              c.k % 100 = 0, 'Bench reply ' || c.k,
              c.created_at + (now() - c.created_at) * 0.5
       from (select id, post_id, created_at, row_number() over () as k
             from (select id, post_id, created_at from post_comments limit ${replies}) first) c`,
    ],
    [
      'likes',
      `insert into post_likes (post_id, user_id)
       select p.id, 'bench-member-' || (1 + (p.n * 7 + j * 13) % ${members})
       from bench_posts p cross join generate_series(1, 20) j
       where p.n <= ${Math.max(1, Math.floor(posts / 10))};
       insert into post_likes (post_id, user_id)
       select p.id, (select id from users where email = 'fanplus@example.com')
       from bench_posts p where p.n <= 100 and p.n % 3 = 1;
       insert into comment_likes (comment_id, user_id)
       select c.id, 'bench-member-' || (1 + (c.k * 11 + j * 17) % ${members})
       from (select id, row_number() over () as k
             from (select id from post_comments where parent_id is null
                   limit ${Math.floor(comments / 20)}) first) c
       cross join generate_series(1, 2) j`,
    ],
    [
      'counters',
      `update posts p set comment_count = c.n
       from (select post_id, count(*)::int as n from post_comments group by post_id) c
       where c.post_id = p.id;
       update posts p set like_count = l.n
       from (select post_id, count(*)::int as n from post_likes group by post_id) l
       where l.post_id = p.id;
       update post_comments c set reply_count = r.n
       from (select parent_id, count(*)::int as n from post_comments
             where parent_id is not null group by parent_id) r
       where r.parent_id = c.id;
       update post_comments c set like_count = l.n
       from (select comment_id, count(*)::int as n from comment_likes group by comment_id) l
       where l.comment_id = c.id`,
    ],
    // Fresh statistics, as a database that grew this big would have: the planner's choices are
    // what the suite checks.
    ['vacuum analyze', `vacuum analyze`],
  ];
}

/** Runs the statements through `exec(sql)`; returns [{ step, seconds }] and the total. */
async function runStatements(exec, sizes, log) {
  const steps = [];
  const started = performance.now();
  for (const [step, sql] of seedStatements(sizes)) {
    const t0 = performance.now();
    await exec(sql);
    steps.push({ step, seconds: Number(((performance.now() - t0) / 1000).toFixed(1)) });
    log?.(`  seeded ${step} in ${steps.at(-1).seconds} s`);
  }
  return { steps, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
}

/** Seeds a PostgreSQL database (the server may be running). */
export async function seedPostgres(databaseUrl, sizes, log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await runStatements((sql) => client.query(sql), sizes, log);
  } finally {
    await client.end();
  }
}

/** Seeds the PGlite database in a server's data folder; the server must be stopped. */
export async function seedPglite(dataDir, sizes, log) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await runStatements((sql) => db.exec(sql), sizes, log);
  } finally {
    await db.close();
  }
}
