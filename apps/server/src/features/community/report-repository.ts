import type { Db } from '../../db/client';
import { contentReports } from '../../db/schema/community';

export interface ReportInput {
  targetType: 'post' | 'comment';
  targetId: string;
  reporterId: string;
  reason: string;
  note: string;
}

/** Members' reports: one per reporter and target (content_reports_once_idx). */
export function reportRepository(db: Db) {
  return {
    /** True when this is the reporter's first report of the target; a repeat changes nothing. */
    async add(input: ReportInput): Promise<boolean> {
      const rows = await db
        .insert(contentReports)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: contentReports.id });
      return rows.length > 0;
    },
  };
}
export type ReportRepository = ReturnType<typeof reportRepository>;
