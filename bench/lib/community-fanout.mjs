// Fan-out of one artist post to every entitled member's inbox, through the real path: the artist
// publishes with POST /api/admin/content on the running server (the same call as /admin), and we
// count the post's inbox items in PostgreSQL until every entitled member has one. The kill -9
// variant kills the server when about half are in, starts it again on the same database and
// waits for the rest: none may be missing and none doubled.
import { signIn } from './server.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Who must get a free artist post: every member but its author (the artist is told nothing of
 * their own post). Nobody in the seeded club has turned the artist's posts off.
 */
export async function entitledMembers(query) {
  const [{ n }] = await query(
    `select count(*)::int as n from profiles p join users u on u.id = p.user_id
     where u.email <> 'artist@example.com'`,
  );
  return n;
}

/** The inbox items a post made, and how many of them share a (user_id, group_key). */
async function itemsFor(query, postId) {
  const [row] = await query(
    `select count(*)::int as items, count(distinct user_id)::int as members
     from inbox_items where group_key like '%${postId}%' or url like '%${postId}%'`,
  );
  return row;
}

async function duplicatePairs(query) {
  const [{ n }] = await query(
    `select count(*)::int as n from (select 1 from inbox_items
     group by user_id, group_key having count(*) > 1) d`,
  );
  return n;
}

async function publish(server, cookie, title) {
  const response = await fetch(`${server.url}/api/admin/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: JSON.stringify({ title, body: `${title}: new song out Friday!`, visibility: 'free' }),
  });
  if (response.status !== 201)
    throw new Error(`publishing as the artist: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

/** A fan-out that adds nothing for this long has stopped (or never started). */
const STALL_MS = 30_000;

/**
 * Polls until the post's items reach `expected` (or `until` says stop, or the count stalls, or
 * the time is up). Returns the last count and when it was reached (ms since `t0`).
 */
async function waitForItems(query, postId, { expected, t0, timeoutMs, until = () => false }) {
  let last = { items: 0, members: 0 };
  let changedAt = performance.now();
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline && performance.now() - changedAt < STALL_MS) {
    const now = await itemsFor(query, postId);
    if (now.items !== last.items) changedAt = performance.now();
    last = now;
    if (last.items >= expected || until(last)) break;
    await sleep(100);
  }
  if (last.items < expected && !until(last))
    console.log(`community: fan-out of ${postId} stopped at ${last.items} of ${expected} items`);
  return { ...last, ms: performance.now() - t0 };
}

/** One artist post to everyone, on the running server; times it from the POST. */
export async function fanOut({ server, query, expected, timeoutMs = 180_000 }) {
  const cookie = await signIn(server, 'artist@example.com');
  const t0 = performance.now();
  const postId = await publish(server, cookie, 'Bench fan-out');
  const done = await waitForItems(query, postId, { expected, t0, timeoutMs });
  return {
    postId,
    expected,
    items: done.items,
    members: done.members,
    seconds: done.ms / 1000,
    duplicates: await duplicatePairs(query),
  };
}

/**
 * The same, but the server is killed (SIGKILL) once about half the items are in, then started
 * again on the same database (`restart()` returns the new server); the time counts the restart.
 */
export async function fanOutThroughKill({ server, restart, query, expected, timeoutMs = 300_000 }) {
  const cookie = await signIn(server, 'artist@example.com');
  const t0 = performance.now();
  const postId = await publish(server, cookie, 'Bench fan-out through kill -9');
  const atKill = await waitForItems(query, postId, {
    expected,
    t0,
    timeoutMs,
    until: (c) => c.items >= expected / 2,
  });
  await server.kill();
  // What the dead process committed (it may have had a batch in flight when it was killed).
  const afterKill = await itemsFor(query, postId);
  const next = await restart();
  const done = await waitForItems(query, postId, { expected, t0, timeoutMs });
  // Anything still running must not add more than one item per member: look again a moment later.
  await sleep(3_000);
  const settled = await itemsFor(query, postId);
  return {
    server: next,
    postId,
    expected,
    itemsAtKill: afterKill.items,
    killedMidway: atKill.items > 0 && afterKill.items < expected,
    items: settled.items,
    members: settled.members,
    seconds: done.ms / 1000,
    duplicates: await duplicatePairs(query),
  };
}
