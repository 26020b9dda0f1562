import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@fanclub/shared/schemas/admin';
import { Section } from '../../../components/ui/screen';
import { auditLogQueryOptions } from '../api/members-api';
import { exactTime, timeAgo } from '../relative-time';
import { QueryStates, rowClass } from './admin-ui';

function detail(entry: AuditEntry, key: 'from' | 'to'): string {
  const value = entry.details[key];
  return typeof value === 'string' ? value : '?';
}

/** 'admin@example.com changed fan@example.com's role from fan to premium', and the tier variants. */
function describeEntry(entry: AuditEntry, target: string): string {
  const actor = entry.actorEmail ?? 'A removed account';
  const from = detail(entry, 'from');
  const to = detail(entry, 'to');
  switch (entry.action) {
    case 'member.role_changed':
      return `${actor} changed ${target}'s role from ${from} to ${to}`;
    case 'member.complimentary_tier_granted':
      return `${actor} granted ${target} a complimentary ${to} tier (was ${from})`;
    case 'member.complimentary_tier_removed':
      return `${actor} removed ${target}'s complimentary ${from} tier`;
    default:
      return `${actor}: ${entry.action} on ${target}`;
  }
}

export function AuditLog() {
  const query = useQuery(auditLogQueryOptions());
  // The server names the member; an account deleted since, and any other target, keeps its short id.
  const targetName = (entry: AuditEntry) =>
    entry.targetEmail ?? `${entry.targetType.replace('_', ' ')} ${entry.targetId.slice(0, 8)}`;

  return (
    <Section title="Audit log">
      <QueryStates
        query={query}
        loadingLabel="Loading the audit log"
        errorText="We couldn't load the audit log."
        emptyText="No changes yet. What staff change will be listed here."
      >
        {(entries) => (
          <ol className={`${rowClass} divide-y divide-white/5 py-1`}>
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 py-3 text-sm">
                <span className="break-words">{describeEntry(entry, targetName(entry))}</span>
                <time
                  dateTime={entry.createdAt}
                  title={exactTime(entry.createdAt)}
                  className="text-xs text-stage-300"
                >
                  {timeAgo(entry.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </Section>
  );
}
