// VIP presale codes of one event: what the team has issued, and issuing more.
import { queryOptions } from '@tanstack/react-query';
import type {
  AdminPresale,
  CreateSharedPresaleCodeBody,
  MemberCodesIssued,
  SharedPresaleCode,
} from '@fanclub/shared/schemas/presale';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

const base = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}/presale`;

export const presaleKey = (eventId: string) => [...adminKeys.all, 'presale', eventId] as const;

export const presaleQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: presaleKey(eventId),
    queryFn: ({ signal }) => api.get<AdminPresale>(base(eventId), signal),
  });

export const issueMemberCodes = (eventId: string) =>
  api.post<MemberCodesIssued>(`${base(eventId)}/member-codes`);

export const createSharedCode = (eventId: string, body: CreateSharedPresaleCodeBody) =>
  api.post<SharedPresaleCode>(`${base(eventId)}/shared-codes`, body);

export const deleteSharedCode = (eventId: string, codeId: string) =>
  api.delete<unknown>(`${base(eventId)}/shared-codes/${encodeURIComponent(codeId)}`);
