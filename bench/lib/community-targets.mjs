// What the community suite reads and writes, found in the seeded database: the most-commented
// post, a post to comment on, and cursors half-way down the feed and that post's comments (built
// as lib/keyset-cursor.ts builds them: base64url of `<time to the microsecond>|<id>`).
// `query(sql)` returns rows, from node-postgres or PGlite.

const TIME = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const cursor = (row) => Buffer.from(`${row.t}|${row.id}`).toString('base64url');
const VISIBLE = `status = 'published' and deleted_at is null`;

export async function findTargets(query) {
  const [hot] = await query(
    `select id, comment_count from posts where ${VISIBLE} order by comment_count desc limit 1`,
  );
  const [other] = await query(
    `select id from posts where ${VISIBLE} and kind = 'fan' and id <> '${hot.id}'
     order by created_at desc limit 1`,
  );
  const [{ n: postCount }] = await query(`select count(*)::int as n from posts where ${VISIBLE}`);
  // The feed is newest first; half-way down it.
  const [feedDeep] = await query(
    `select ${TIME} as t, id from posts where ${VISIBLE}
     order by created_at desc, id desc offset ${Math.floor(postCount / 2)} limit 1`,
  );
  const [{ n: topLevel }] = await query(
    `select count(*)::int as n from post_comments
     where post_id = '${hot.id}' and parent_id is null and ${VISIBLE}`,
  );
  // Top-level comments are newest first too (comment-repository.ts); half-way down them.
  const [commentsDeep] = await query(
    `select ${TIME} as t, id from post_comments
     where post_id = '${hot.id}' and parent_id is null and ${VISIBLE}
     order by created_at desc, id desc offset ${Math.floor(topLevel / 2)} limit 1`,
  );
  return {
    hotPostId: hot.id,
    hotPostComments: hot.comment_count,
    hotPostTopLevel: topLevel,
    commentPostId: other.id,
    posts: postCount,
    feedDeepCursor: cursor(feedDeep),
    feedDeepPosition: Math.floor(postCount / 2),
    commentsDeepCursor: cursor(commentsDeep),
    commentsDeepPosition: Math.floor(topLevel / 2),
  };
}

/** The tables a community read must reach through an index: a seq scan on them is a NO. */
export const BIG_TABLES = ['posts', 'post_comments', 'post_likes', 'comment_likes', 'profiles'];

/** Sequential and index scans so far on the big tables (PostgreSQL's statistics views). */
export async function scanCounts(query) {
  const rows = await query(
    `select relname, seq_scan::int as seq, coalesce(idx_scan, 0)::int as idx
     from pg_stat_user_tables where relname in (${BIG_TABLES.map((t) => `'${t}'`).join(', ')})`,
  );
  return Object.fromEntries(rows.map((r) => [r.relname, { seq: r.seq, idx: r.idx }]));
}

/** Scans between two scanCounts: { seq: { table: n } (only tables with some), idx: total }. */
export function scanDelta(before, after) {
  const seq = {};
  let idx = 0;
  for (const table of Object.keys(after)) {
    const d = after[table].seq - (before[table]?.seq ?? 0);
    if (d > 0) seq[table] = d;
    idx += after[table].idx - (before[table]?.idx ?? 0);
  }
  return { seq, idx };
}
