// The `test` every spec uses: Playwright's, plus one automatic fixture that closes the browser
// contexts a test opened itself (browser.newContext through phoneOn, memberPage, apiAs...).
// Playwright closes only its own `context`; a test that failed half-way, or forgot a close, left
// its pages running in the worker's browser — polling, holding live sockets — for the rest of
// the run, and on a two-core CI host every later test got slower (dozens of stray renderers).
import { test as base } from '@playwright/test';

export { devices, expect, request } from '@playwright/test';

export const test = base.extend<{ closeContextsItOpened: void }>({
  closeContextsItOpened: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // Set up before `context` (auto fixtures come first), so torn down after it: the test's own
      // context and its trace are already done with; what is left is what the test opened.
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close().catch(() => {})));
    },
    { auto: true },
  ],
});
