// Members and the audit log (admin only): search, change a role, grant a complimentary tier.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Role, Tier } from '@fanclub/shared/roles';
import type { Member } from '@fanclub/shared/schemas/admin';
import type { AuditPage } from '@fanclub/shared/schemas/audit';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

export interface MembersPage {
  items: Member[];
  total: number;
  limit: number;
  /** Where the next page starts (keyset); null on the last page. */
  nextCursor: string | null;
}

export interface MemberChange {
  role?: Role;
  tier?: Tier;
  /** With a paid tier: the comp ends after this many months. */
  months?: number;
}

export const MEMBERS_PAGE_SIZE = 10;
export const AUDIT_LOG_LIMIT = 20;
/** The largest page the server gives; the audit log uses it to put e-mails to member ids. */

/** The list's filters as the form holds them ('' for any); the CSV export takes the same. */
export interface MemberFilterValues {
  tier: string;
  status: string;
  since: string;
  until: string;
  country: string;
}

export const NO_MEMBER_FILTERS: MemberFilterValues = {
  tier: '',
  status: '',
  since: '',
  until: '',
  country: '',
};

const filterParams = (q: string, filters: MemberFilterValues) =>
  new URLSearchParams({
    q,
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
  });

/** The members CSV for these filters (a plain download: the browser sends the session cookie). */
export const membersExportUrl = (q: string, filters: MemberFilterValues) =>
  `/api/admin/members/export.csv?${filterParams(q, filters).toString()}`;

export const membersQueryOptions = (
  q: string,
  cursor: string | null,
  limit = MEMBERS_PAGE_SIZE,
  filters: MemberFilterValues = NO_MEMBER_FILTERS,
) =>
  queryOptions({
    queryKey: adminKeys.members(q, limit, cursor, filters),
    queryFn: ({ signal }) => {
      const params = filterParams(q, filters);
      params.set('limit', String(limit));
      if (cursor) params.set('cursor', cursor);
      return api.get<MembersPage>(`/api/admin/members?${params.toString()}`, signal);
    },
    // Typing and paging keep the last page on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const auditLogQueryOptions = (limit = AUDIT_LOG_LIMIT) =>
  queryOptions({
    queryKey: adminKeys.audit(limit),
    // The newest page is enough here; the server pages on with `nextCursor`.
    queryFn: async ({ signal }) =>
      (await api.get<AuditPage>(`/api/admin/audit?limit=${limit}`, signal)).items,
    staleTime: 0,
  });

export function updateMember(userId: string, change: MemberChange): Promise<Member> {
  return api.patch<Member>(`/api/admin/members/${encodeURIComponent(userId)}`, { ...change });
}

/** One member's page (GET /api/admin/members/:userId), as the server sends it. */
export interface MemberPage {
  member: {
    userId: string;
    email: string;
    displayName: string | null;
    memberNumber: number;
    role: string;
    tier: string;
    status: string;
    country: string | null;
    lifetimeSpendCents: number;
    createdAt: string;
  };
  membership: {
    subscriptions: { tier: string; status: string; currentPeriodEnd: string; createdAt: string }[];
    history: { action: string; createdAt: string }[];
  };
  orders: { id: string; status: string; totalCents: number; createdAt: string }[];
  tickets: { id: string; event: string; status: string; createdAt: string }[];
  support: { id: string; subject: string; status: string; updatedAt: string }[];
  moderation: { sanction: { kind: string; until: string | null } | null; reportsMade: number };
}

export const memberPageQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminKeys.membersAll(), 'page', userId] as const,
    queryFn: ({ signal }) =>
      api.get<MemberPage>(`/api/admin/members/${encodeURIComponent(userId)}`, signal),
  });
