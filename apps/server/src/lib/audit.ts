// The one way to write the audit log. Every feature's staff actions call it with the database or
// with the transaction that does the action, so an action is never kept without its entry nor
// recorded without taking effect.
import type { AuditAction, AuditTargetType } from '@fanclub/shared/schemas/audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/audit';

export type AuditTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditRecord {
  /** The staff member who acted (null: the system, e.g. a payment provider's refund). */
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /**
   * What an admin needs to understand the entry later (a title, from/to). Never a member's
   * e-mail: the reader sees those only through the columns the log joins in.
   */
  details?: Record<string, unknown>;
}

/** Writes the entries with `db`: pass the action's transaction when there is one. */
export async function recordAudit(db: Db | AuditTx, ...entries: AuditRecord[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map((e) => ({ ...e, details: e.details ?? {} })));
}

/**
 * Runs `work` in a transaction and records what `entryFor` makes of its result in the same
 * transaction; `entryFor` returns null when nothing happened (no row matched), and nothing is
 * recorded. A throw in either rolls both back.
 */
export async function audited<T>(
  db: Db,
  work: (tx: AuditTx) => Promise<T>,
  entryFor: (result: T) => AuditRecord | null,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    const entry = entryFor(result);
    if (entry) await recordAudit(tx, entry);
    return result;
  });
}

/**
 * `audited` for one statement that returns the rows it wrote (insert, update or delete …
 * returning): records `entryFor` the first row and resolves to it; when no row matched, records
 * nothing and resolves to undefined.
 */
export async function auditedRow<Row>(
  db: Db,
  work: (tx: AuditTx) => Promise<Row[]>,
  entryFor: (row: Row) => AuditRecord,
): Promise<Row | undefined> {
  const [row] = await audited(db, work, ([first]) => (first ? entryFor(first) : null));
  return row;
}
