// The member's tickets and membership card kept on this device, so they open at a venue with no
// signal (issue 31). localStorage, not the service worker's Cache Storage (ADR 009 keeps signed-in
// API answers out of it): one entry, tagged with its owner, dropped on sign-out and whenever the
// server says someone else (or nobody) is signed in here.
import type { MemberTicket } from '@fanclub/shared/schemas/commerce';
import type { MeetGreetPass } from '@fanclub/shared/schemas/meet-greet';
import { queryOptions } from '@tanstack/react-query';
import type { MembershipCard } from '@fanclub/shared/schemas/membership';
import { api } from './api-client';

const KEY = 'fanclub.offline-pass';

export interface OfflinePass {
  userId: string;
  savedAt: string;
  tickets: MemberTicket[];
  membership: MembershipCard | null;
  /** Meet & greet passes (absent in copies saved before they existed). */
  meetGreetPasses?: MeetGreetPass[];
}

function read(): OfflinePass | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as OfflinePass) : null;
  } catch {
    return null;
  }
}

/** The saved pass, only if it belongs to `userId` (null: whoever used this device last). */
export function loadOfflinePass(userId: string | null): OfflinePass | null {
  const pass = read();
  return pass && (userId === null || pass.userId === userId) ? pass : null;
}

/** Keeps the newest tickets or card for `userId`; the other half stays as it was. */
export function saveOfflinePass(
  userId: string,
  patch: Partial<Pick<OfflinePass, 'tickets' | 'membership' | 'meetGreetPasses'>>,
): void {
  const current = loadOfflinePass(userId);
  const next: OfflinePass = {
    userId,
    savedAt: new Date().toISOString(),
    tickets: patch.tickets ?? current?.tickets ?? [],
    membership: patch.membership ?? current?.membership ?? null,
    meetGreetPasses: patch.meetGreetPasses ?? current?.meetGreetPasses ?? [],
  };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the screens still work online.
  }
}

/** Signed out, or the server knows another member here: nothing of the last one may show. */
export function forgetOfflinePass(unlessUserId?: string): void {
  if (typeof window === 'undefined') return;
  const pass = read();
  if (pass && pass.userId !== unlessUserId) window.localStorage.removeItem(KEY);
}

/** The card as /tickets saves it (its own key: the profile's card query is that feature's). */
export const offlineMembershipQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['offline-pass', 'membership', userId ?? 'guest'] as const,
    queryFn: ({ signal }) => api.get<MembershipCard>('/api/me/membership', signal),
    enabled: userId !== null,
    // The card's code is valid for a week; an hourly refresh keeps the saved one well inside it.
    staleTime: 3_600_000,
  });
