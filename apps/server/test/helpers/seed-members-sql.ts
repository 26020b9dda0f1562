/**
 * SQL that makes `count` members straight in the database (users + profiles, no accounts: they
 * never sign in), a third each free, Fan+ and VIP by number. For fan-out tests and the bench.
 */
export function seedMembersSql(prefix: string, count: number): [string, string] {
  const id = `'${prefix}-' || lpad(g::text, 7, '0')`;
  return [
    `insert into users (id, name, email, email_verified)
      select ${id}, '${prefix} ' || g, '${prefix}-' || g || '@example.org', true
      from generate_series(1, ${count}) g`,
    `insert into profiles (user_id, subscription_tier)
      select ${id}, (array['free', 'fanplus', 'vip'])[1 + g % 3]::tier
      from generate_series(1, ${count}) g`,
  ];
}
