// Member import rules: what each CSV row would do (the dry run), then doing it in one transaction,
// audited, with the invitation mails queued once it has committed.
import { randomUUID } from 'node:crypto';
import type { MemberImportResult, MemberImportRow } from '@fanclub/shared/schemas/member-import';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { grantComp } from '../../lib/comps-repository';
import { isUniqueViolation } from '../../lib/unique-violation';
import { HttpError } from '../../plugins/errors';
import type { JobQueue } from '../../lib/job-queue';
import { parseImport } from './parse';
import type { ParsedRow } from './parse';
import type { ImportRepository } from './repository';

export const INVITE_MAIL_JOB = 'member-import.invite';
export interface InviteJob {
  userId: string;
}

type Planned = ParsedRow & Pick<MemberImportRow, 'action' | 'reason'> & { userId?: string };

function plan(rows: ParsedRow[], existing: Map<string, string>): Planned[] {
  const seen = new Set<string>();
  return rows.map((r): Planned => {
    if (r.problem) return { ...r, action: 'invalid', reason: r.problem };
    if (seen.has(r.email)) return { ...r, action: 'invalid', reason: 'Appears twice in the file.' };
    seen.add(r.email);
    const userId = existing.get(r.email);
    if (!userId) return { ...r, action: 'create', reason: null };
    return r.tier === 'free'
      ? { ...r, userId, action: 'skip', reason: 'Already a member; no paid tier to give.' }
      : { ...r, userId, action: 'update_comp', reason: 'Already a member: the comp is extended.' };
  });
}

const toResult = (
  dryRun: boolean,
  format: MemberImportResult['format'],
  rows: Planned[],
): MemberImportResult => {
  const counts = { create: 0, update_comp: 0, skip: 0, invalid: 0 };
  for (const r of rows) counts[r.action] += 1;
  return {
    dryRun,
    format,
    counts,
    rows: rows.map((r) => ({
      line: r.line,
      email: r.email,
      name: r.name,
      tier: r.tier,
      memberSince: r.memberSince?.toISOString() ?? null,
      action: r.action,
      reason: r.reason,
    })),
  };
};

export function importService(db: Db, repo: ImportRepository, jobs: JobQueue) {
  async function planned(csv: string) {
    const { format, rows } = parseImport(csv);
    const existing = await repo.existing(rows.filter((r) => !r.problem).map((r) => r.email));
    return { format, rows: plan(rows, existing) };
  }
  return {
    async dryRun(csv: string) {
      const { format, rows } = await planned(csv);
      return toResult(true, format, rows);
    },

    /** Creates the accounts and comps; every imported account gets an invitation mail. */
    async confirm(adminId: string, csv: string, months: number) {
      const { format, rows } = await planned(csv);
      const created: string[] = [];
      await db
        .transaction(async (tx) => {
          for (const r of rows) {
            if (r.action !== 'create' && r.action !== 'update_comp') continue;
            const userId =
              r.userId ??
              (await repo.createMember(tx, { email: r.email, name: r.name, since: r.memberSince }));
            if (!r.userId) created.push(userId);
            if (r.tier && r.tier !== 'free')
              await grantComp(tx, { userId, tier: r.tier, months, source: 'import' });
          }
          const result = toResult(false, format, rows);
          await recordAudit(tx, {
            actorId: adminId,
            action: 'member.imported',
            targetType: 'member',
            targetId: randomUUID(),
            details: { format, months, ...result.counts },
          });
        })
        .catch((err: unknown) => {
          // Someone signed up with one of these addresses since the dry run was read.
          if (isUniqueViolation(err, 'users_email_unique'))
            throw new HttpError(409, 'Members changed during the import; run the dry run again.');
          throw err;
        });
      for (const userId of created)
        await jobs.send<InviteJob>(
          INVITE_MAIL_JOB,
          { userId },
          { singletonKey: `invite:${userId}` },
        );
      return toResult(false, format, rows);
    },
  };
}
