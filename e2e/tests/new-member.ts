import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// A member of its own for a test that must not depend on a demo account's tier: billing.spec.ts
// moves fan@example.com to Fan+ on the shared server while other files run.

/** The shared server's verification link for `email` (DATA_DIR/outbox), quoted-printable undone. */
export function verifyLink(email: string): string | undefined {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const raw = readdirSync(dir)
    .map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .find((m) => m.includes(`To: ${email}`));
  return raw ? /https?:\/\/\S*\/api\/auth\/verify-email\S*/.exec(raw)?.[0] : undefined;
}

/**
 * Signs up a new free member over the auth API, verifies the address from the outbox, and signs
 * them in in this page's context. Returns the e-mail address.
 */
export async function newMember(
  page: Page,
  baseURL: string,
  { name = 'New Fan', password = 'new-member-2026' }: { name?: string; password?: string } = {},
): Promise<string> {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
  const email = `${slug}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const headers = { origin: baseURL };
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name, displayName: name },
    headers,
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect.poll(() => verifyLink(email)).toBeDefined();
  const link = new URL(verifyLink(email)!);
  await page.request.get(link.pathname + link.search, { headers });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers,
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(200);
  return email;
}
