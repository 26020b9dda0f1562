import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@fanclub/shared/schemas/admin';
import { Section } from '../../../components/ui/screen';
import { auditLogQueryOptions } from '../api/members-api';
import { exactTime } from '../../../lib/time-text';
import { timeAgo } from '../relative-time';
import { QueryStates, rowClass } from './admin-ui';

const MODERATION_VERBS: Record<string, string> = {
  hide: 'hid',
  delete: 'deleted',
  restore: 'restored',
  publish: 'approved',
  dismiss: 'dismissed the reports on',
};

function detail(entry: AuditEntry, key: string): string {
  const value = entry.details[key];
  return typeof value === 'string' ? value : '?';
}

/** The record's title when the entry kept one ('the event "Summer Tour"'), else the target's name. */
function titled(entry: AuditEntry, noun: string, target: string): string {
  const title = entry.details.title;
  return typeof title === 'string' ? `the ${noun} "${title}"` : target;
}

/** 'admin@example.com changed fan@example.com's role from fan to VIP', one phrase per action. */
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
    case 'member.exported':
      return `${actor} exported ${String(entry.details.rows ?? '?')} members to CSV`;
    case 'event.created':
      return `${actor} created ${titled(entry, 'event', target)}`;
    case 'event.updated':
      return `${actor} edited ${titled(entry, 'event', target)}`;
    case 'event.deleted':
      return `${actor} deleted ${titled(entry, 'event', target)}`;
    case 'event.image_changed':
      return `${actor} changed the cover of ${target}`;
    case 'event.meet_greet_set':
      return `${actor} set the meet & greet of ${titled(entry, 'event', target)}`;
    case 'event.meet_greet_drawn':
      return `The meet & greet of ${titled(entry, 'event', target)} was drawn (${String(entry.details.places ?? '?')} places)`;
    case 'event.meet_greet_place_given_back':
      return `A meet & greet place of ${titled(entry, 'event', target)} was given back`;
    case 'content.created':
      return `${actor} posted ${titled(entry, 'post', target)}`;
    case 'content.updated':
      return `${actor} edited ${titled(entry, 'post', target)}`;
    case 'content.deleted':
      return `${actor} deleted ${titled(entry, 'post', target)}`;
    case 'content.image_changed':
      return `${actor} changed the cover of ${target}`;
    case 'order.shipped':
      return `${actor} marked ${target} shipped`;
    case 'order.delivered':
      return `${actor} marked ${target} delivered`;
    case 'live.started':
      return `${actor} went live: ${titled(entry, 'stream', target)}`;
    case 'live.stopped':
      return `${actor} ended ${titled(entry, 'stream', target)}`;
    case 'chat.message_deleted':
      return `${actor} deleted a chat message`;
    case 'chat.member_muted':
      return `${actor} muted ${target} in the live chat`;
    case 'chat.member_unmuted':
      return `${actor} unmuted ${target} in the live chat`;
    case 'community.member_muted':
      return `${actor} muted ${target} in the community until ${exactTime(detail(entry, 'until'))}`;
    case 'community.member_banned':
      return `${actor} banned ${target} from the community`;
    case 'community.sanction_lifted':
      return `${actor} lifted ${target}'s ${detail(entry, 'was')} in the community`;
    case 'community.word_blocked':
      return `${actor} added "${entry.targetId}" to the blocked words`;
    case 'community.word_unblocked':
      return `${actor} removed "${entry.targetId}" from the blocked words`;
    case 'community.slow_mode_set':
      return `${actor} set slow mode on ${target} to ${String(entry.details.seconds ?? '?')} seconds`;
    default:
      // community.post.hide, community.comment.restore, …: the moderation queue's actions.
      if (/^community\.(post|comment)\.\w+$/.test(entry.action)) {
        const [, noun, verb] = entry.action.split('.');
        return `${actor} ${MODERATION_VERBS[verb!] ?? verb} a ${noun} (${target})`;
      }
      return `${actor}: ${entry.action.replace('.', ' ').replace('_', ' ')} on ${target}`;
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
