import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@fanclub/shared/schemas/admin';
import { Section } from '../../../components/ui/screen';
import { auditLogQueryOptions } from '../api/members-api';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import type { MessageKey, Translator } from '../../../lib/i18n/translator';
import { timeAgo } from '../relative-time';
import { QueryStates, rowClass } from './admin-ui';

function detail(entry: AuditEntry, key: string): string {
  const value = entry.details[key];
  return typeof value === 'string' ? value : '?';
}

const TITLED = {
  event: 'admin.auditTheEvent',
  post: 'admin.auditThePost',
  stream: 'admin.auditTheStream',
} as const;

/** The actions read the same for events and posts ('created', 'edited', …). */
const RECORD_ACTIONS = {
  'event.created': ['admin.audit_created', 'event'],
  'event.updated': ['admin.audit_edited', 'event'],
  'event.deleted': ['admin.audit_deleted', 'event'],
  'event.meet_greet_set': ['admin.audit_meet_greet_set', 'event'],
  'event.meet_greet_place_given_back': ['admin.audit_meet_greet_place_given_back', 'event'],
  'content.created': ['admin.audit_content_created', 'post'],
  'content.updated': ['admin.audit_edited', 'post'],
  'content.deleted': ['admin.audit_deleted', 'post'],
  'live.started': ['admin.audit_live_started', 'stream'],
  'live.stopped': ['admin.audit_live_stopped', 'stream'],
} as const satisfies Record<string, readonly [MessageKey, keyof typeof TITLED]>;

/** Actions that name the target as it is ('admin@example.com', 'order 1a2b3c4d'). */
const PLAIN_ACTIONS = {
  'event.image_changed': 'admin.audit_image_changed',
  'content.image_changed': 'admin.audit_image_changed',
  'order.shipped': 'admin.audit_order_shipped',
  'order.delivered': 'admin.audit_order_delivered',
  'chat.message_deleted': 'admin.audit_chat_message_deleted',
  'chat.member_muted': 'admin.audit_chat_member_muted',
  'chat.member_unmuted': 'admin.audit_chat_member_unmuted',
  'community.member_banned': 'admin.audit_community_member_banned',
  'member.complimentary_tier_removed': 'admin.audit_member_complimentary_tier_removed',
  'member.role_changed': 'admin.audit_member_role_changed',
  'member.complimentary_tier_granted': 'admin.audit_member_complimentary_tier_granted',
  'community.sanction_lifted': 'admin.audit_community_sanction_lifted',
} as const satisfies Record<string, MessageKey>;

/** 'admin@example.com changed fan@example.com's role from fan to VIP', one phrase per action. */
function describeEntry(
  entry: AuditEntry,
  target: string,
  t: Translator['t'],
  exactTime: (iso: string) => string,
): string {
  const actor = entry.actorEmail ?? t('admin.auditRemovedAccount');
  const from = detail(entry, 'from');
  const to = detail(entry, 'to');
  // The record's title when the entry kept one ('the event "Summer Tour"'), else the target's name.
  const titled = (noun: keyof typeof TITLED) => {
    const title = entry.details.title;
    return typeof title === 'string' ? t(TITLED[noun], { title }) : target;
  };
  const action = entry.action;
  if (action in RECORD_ACTIONS) {
    const [key, noun] = RECORD_ACTIONS[action as keyof typeof RECORD_ACTIONS];
    return t(key, { actor, target: titled(noun) });
  }
  if (action in PLAIN_ACTIONS) {
    const key = PLAIN_ACTIONS[action as keyof typeof PLAIN_ACTIONS];
    return t(key, { actor, target, from, to, was: detail(entry, 'was') });
  }
  switch (action) {
    case 'member.exported':
      return t('admin.audit_member_exported', { actor, rows: String(entry.details.rows ?? '?') });
    case 'event.meet_greet_drawn':
      return t('admin.audit_meet_greet_drawn', {
        target: titled('event'),
        places: String(entry.details.places ?? '?'),
      });
    case 'community.member_muted':
      return t('admin.audit_community_member_muted', {
        actor,
        target,
        until: exactTime(detail(entry, 'until')),
      });
    case 'community.word_blocked':
      return t('admin.audit_community_word_blocked', { actor, word: entry.targetId });
    case 'community.word_unblocked':
      return t('admin.audit_community_word_unblocked', { actor, word: entry.targetId });
    case 'community.slow_mode_set':
      return t('admin.audit_community_slow_mode_set', {
        actor,
        target,
        seconds: String(entry.details.seconds ?? '?'),
      });
    default:
      // community.post.hide, community.comment.restore, …: the moderation queue's actions.
      if (/^community\.(post|comment)\.\w+$/.test(action)) {
        const [, noun, verb] = action.split('.');
        return t('admin.auditModeration', { actor, verb: verb!, noun: noun!, target });
      }
      return t('admin.auditOther', {
        actor,
        action: action.replace('.', ' ').replace('_', ' '),
        target,
      });
  }
}

export function AuditLog() {
  const t = useT();
  const format = useFormat();
  const query = useQuery(auditLogQueryOptions());
  // The server names the member; an account deleted since, and any other target, keeps its short id.
  const targetName = (entry: AuditEntry) =>
    entry.targetEmail ?? `${entry.targetType.replace('_', ' ')} ${entry.targetId.slice(0, 8)}`;

  return (
    <Section title={t('admin.auditLog')}>
      <QueryStates
        query={query}
        loadingLabel={t('admin.loadingAudit')}
        errorText={t('admin.auditLoadFailed')}
        emptyText={t('admin.noAudit')}
      >
        {(entries) => (
          <ol className={`${rowClass} divide-y divide-white/5 py-1`}>
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 py-3 text-sm">
                <span className="break-words">
                  {describeEntry(entry, targetName(entry), t, format.exactTime)}
                </span>
                <time
                  dateTime={entry.createdAt}
                  title={format.exactTime(entry.createdAt)}
                  className="text-xs text-stage-300"
                >
                  {timeAgo(entry.createdAt, format.locale, t)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </Section>
  );
}
