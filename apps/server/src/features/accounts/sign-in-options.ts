import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, TIERS } from '@fanclub/shared/roles';
import type { Config } from '../../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';

const SignInOptions = z.object({
  providers: z.object({ google: z.boolean(), apple: z.boolean(), facebook: z.boolean() }),
  demo: z
    .object({
      password: z.string(),
      accounts: z.array(
        z.object({
          email: z.string(),
          displayName: z.string(),
          role: z.enum(ROLES),
          tier: z.enum(TIERS),
        }),
      ),
    })
    .nullable(),
});

/**
 * What the login screen can offer: which social providers are configured, and in demo mode the
 * demo accounts as one-tap choices (their shared password is public by design; off in production).
 */
export const signInOptionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/api/sign-in-options',
    { config: { access: 'public' }, schema: { response: { 200: SignInOptions } } },
    async () => ({
      providers: {
        google: Boolean(config.socialProviders.google),
        apple: Boolean(config.socialProviders.apple),
        facebook: Boolean(config.socialProviders.facebook),
      },
      demo: config.demoMode
        ? {
            password: DEMO_PASSWORD,
            accounts: DEMO_ACCOUNTS.map(({ email, displayName, role, tier }) => ({
              email,
              displayName,
              role,
              tier,
            })),
          }
        : null,
    }),
  );
};
