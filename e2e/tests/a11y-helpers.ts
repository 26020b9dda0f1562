// Shared by the accessibility specs: demo sign-in, waiting for a screen's data, and an axe scan
// whose failure message lists every violation readably (rule, target, html).
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const PASSWORD = 'fanclub-demo';

/**
 * The WCAG levels the issues ask for (2.0, 2.1 and 2.2, A and AA), and the rules for them that
 * axe still marks experimental (label-content-name-mismatch, p-as-heading …), issue 34.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];
/** Experimental rules that are only best practice (no WCAG criterion) are left out. */
const forWcag = (tags: string[]) => tags.some((tag) => /^wcag2\d?a+$/.test(tag));

export type Role = 'anonymous' | 'fan' | 'fanplus' | 'vip' | 'artist' | 'admin';

export const emailOf = (role: Exclude<Role, 'anonymous'>) => `${role}@example.com`;

/** Signs in through the login screen. Never signs out: sign-out is global and other files share the accounts. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await expect(page.getByLabel('Email'), `the login form at ${page.url()}`).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(/^Signed in as /)).toBeVisible({ timeout: 15_000 });
}

/**
 * Another spec may sign an account out everywhere (accounts.spec.ts does so for fanplus@) while
 * this one is using it: sign in again rather than scan a screen meant for a visitor.
 */
export async function ensureSignedIn(page: Page, email: string) {
  const res = await page.request.get('/api/me');
  if (res.ok()) return;
  await signIn(page, email);
}

/** Waits until the screen has its data: the network is quiet, a heading shows, skeletons are gone. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  // The live stream is a full-screen dialog over the app (ADR 033), with no <main> of its own.
  await expect(
    page.locator('main, [role="dialog"]').first(),
    `a <main> on ${page.url()}`,
  ).toBeVisible({
    timeout: 15_000,
  });
  // Most screens show a heading once loaded; some states (a redirect, an error) have none.
  await expect(page.getByRole('heading').first())
    .toBeVisible({ timeout: 10_000 })
    .catch(() => {});
  // Skeleton placeholders (components/ui/skeleton.tsx) are replaced once their query answers.
  await expect
    .poll(() => page.locator('[aria-hidden="true"].animate-pulse.bg-stage-700').count(), {
      timeout: 15_000,
    })
    .toBe(0)
    .catch(() => {});
  // Toasts fade in and out; let running animations end so colours are measured at rest.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => {});
}

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
}

/** Runs axe over the page (or one part of it) and returns its violations, one line per node. */
export async function scan(page: Page, where: string, include?: string): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => forWcag(v.tags))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        where,
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        target: node.target.join(' '),
        html: node.html.slice(0, 200),
      })),
    );
}

/** A readable failure message: one block per finding. */
export function describeFindings(findings: Finding[]): string {
  if (findings.length === 0) return 'no violations';
  const rules = [...new Set(findings.map((f) => f.rule))].join(', ');
  const lines = findings.map(
    (f) =>
      `- [${f.rule}] (${f.impact}) ${f.where}: ${f.help}\n    target: ${f.target}\n    html:   ${f.html}`,
  );
  return `${findings.length} violation node(s) (${rules}):\n${lines.join('\n')}`;
}
