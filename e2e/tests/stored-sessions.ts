// Signed-in sessions made once per run by the setup project (auth.setup.ts), so a spec that needs
// a member starts as one instead of typing the login form again. The login form itself is tested
// in accounts.spec.ts. fanplus@ has none: accounts.spec.ts signs it out everywhere mid-run.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

export const STORED_ROLES = ['fan', 'vip', 'artist', 'admin'] as const;
export type StoredRole = (typeof STORED_ROLES)[number];

const dir = fileURLToPath(new URL('../../.tmp/e2e-auth/', import.meta.url));

/** Where the setup project writes a role's storage state (cookies of a signed-in session). */
export const storedSession = (role: StoredRole) => `${dir}${role}.json`;

/** Signs the page's browser context in as `role` with the session made by the setup project. */
export async function useStoredSession(page: Page, role: StoredRole): Promise<void> {
  const state = JSON.parse(await readFile(storedSession(role), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
}

/**
 * The API as one of the stored demo sessions, in a browser context of its own: `post` sends JSON
 * with the app's origin (the CSRF check wants it) and fails the test on any answer but 2xx.
 */
export async function apiAs(browser: Browser, baseURL: string, role: StoredRole) {
  const context = await browser.newContext({ baseURL, storageState: storedSession(role) });
  const send =
    (method: 'post' | 'patch') =>
    async <T>(url: string, data: Record<string, unknown>): Promise<T> => {
      const res = await context.request[method](url, { data, headers: { origin: baseURL } });
      expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
      return (await res.json()) as T;
    };
  return {
    request: context.request,
    post: send('post'),
    patch: send('patch'),
    close: () => context.close(),
  };
}
