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
  offset: number;
}

export interface MemberChange {
  role?: Role;
  tier?: Tier;
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
  offset: number,
  limit = MEMBERS_PAGE_SIZE,
  filters: MemberFilterValues = NO_MEMBER_FILTERS,
) =>
  queryOptions({
    queryKey: adminKeys.members(q, limit, offset, filters),
    queryFn: ({ signal }) => {
      const params = filterParams(q, filters);
      params.set('limit', String(limit));
      params.set('offset', String(offset));
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
