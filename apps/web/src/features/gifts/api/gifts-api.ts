// Gift memberships and imported members' invitations (issue 33).
import { queryOptions } from '@tanstack/react-query';
// Types only: a runtime import of the schema module would pull zod into the browser bundle.
import type { BoughtGift, Gift } from '@fanclub/shared/schemas/gifts';
import { api } from '../../../lib/api-client';

export type { Gift };

export interface BuyGift {
  tier: 'fanplus' | 'vip';
  months: number;
  recipientEmail: string;
  message: string;
  sendOn?: string;
  /** The card: demo provider only (with Stripe it is typed on Stripe's page). */
  fullName?: string;
  cardNumber?: string;
  expDate?: string;
  cvc?: string;
  zipCode?: string;
}

export const giftKeys = {
  all: ['gifts'] as const,
  mine: () => [...giftKeys.all, 'mine'] as const,
};

export const myGiftsQuery = () =>
  queryOptions({
    queryKey: giftKeys.mine(),
    queryFn: ({ signal }) => api.get<{ items: Gift[] }>('/api/gifts', signal),
  });

/** With Stripe the answer names the page to pay on (checkoutUrl); the demo pays at once. */
export const buyGift = (body: BuyGift) => api.post<BoughtGift>('/api/gifts', { ...body });
export const resendGift = (id: string) =>
  api.post<Gift>(`/api/gifts/${encodeURIComponent(id)}/resend`, {});
export const claimGift = (token: string) =>
  api.post<{ tier: 'fanplus' | 'vip'; months: number; endsAt: string }>('/api/gifts/claim', {
    token,
  });
export const acceptInvite = (token: string, password: string) =>
  api.post<{ email: string }>('/api/member-invites/accept', { token, password });
