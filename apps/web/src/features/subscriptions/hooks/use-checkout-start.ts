import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import type { PaidTier } from '../api/billing-api';
import { billingKeys } from '../api/billing-api';
import { followRedirect } from '../payment-feedback';

/**
 * What both subscription checkouts (the demo card form and the step before Stripe's page) do
 * around their payment request: keep the discount code with the plan it was priced for, follow
 * the server's next address once it started, and send a signed-out member to sign in first.
 */
export function useCheckoutStart(tier: PaidTier) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The code applied, with the plan it was priced for: another plan sends none.
  const [applied, setApplied] = useState<{ tier: PaidTier; code: string } | null>(null);
  return {
    discountCode: applied?.tier === tier ? applied.code : null,
    onCodeApplied: (code: string | null) => setApplied(code ? { tier, code } : null),
    async started({ url }: { url: string }) {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      followRedirect(url, navigate);
    },
    /** True when the session had ended: the member was sent to sign in, and back here after. */
    signInFirst(error: unknown): boolean {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      // Fire and forget: navigate() settles once the login page has loaded.
      void navigate(paths.login, { state: { from: location.pathname + location.search } });
      return true;
    },
  };
}
