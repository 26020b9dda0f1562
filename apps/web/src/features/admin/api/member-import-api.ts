// Member import (issue 33, admin only): a dry run, then the same file confirmed.
import type { MemberImportResult } from '@fanclub/shared/schemas/member-import';
import { api } from '../../../lib/api-client';

export type { MemberImportResult };

export const dryRunImport = (csv: string, months: number) =>
  api.post<MemberImportResult>('/api/admin/member-imports/dry-run', { csv, months });
export const confirmImport = (csv: string, months: number) =>
  api.post<MemberImportResult>('/api/admin/member-imports', { csv, months });
