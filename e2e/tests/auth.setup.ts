// The setup project (playwright.config.ts): one signed-in session per demo role, saved for the
// specs that start as a member (stored-sessions.ts). Runs against the shared `npm start` server.
import { expect, test as setup } from './test';
import { PASSWORD } from './a11y-helpers';
import { STORED_ROLES, storedSession } from './stored-sessions';

for (const role of STORED_ROLES) {
  setup(`signs ${role}@ in once for the specs that start as one`, async ({ request, baseURL }) => {
    const res = await request.post('/api/auth/sign-in/email', {
      data: { email: `${role}@example.com`, password: PASSWORD },
      headers: { origin: baseURL! },
    });
    expect(res.status(), await res.text()).toBe(200);
    const me = await request.get('/api/me');
    expect(me.status()).toBe(200);
    await request.storageState({ path: storedSession(role) });
  });
}
