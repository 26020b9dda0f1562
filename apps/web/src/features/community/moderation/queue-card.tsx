import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Flag, ShieldAlert, UserX } from 'lucide-react';
import { REPORT_REASON_KEYS } from '../texts';
import type { ModerationItem } from '@fanclub/shared/schemas/community';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useModerate } from './api/moderation-api';
import type { ModerationAction } from './api/moderation-api';
import { AuthorLine } from './author-line';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { SanctionSheet } from './sanction-sheet';
import type { MessageKey } from '../../../lib/i18n/translator';

const STATUS = {
  held: { label: 'moderation.statusHeld', tone: 'bg-amber-400/15 text-amber-300' },
  hidden: { label: 'moderation.statusHidden', tone: 'bg-stage-700 text-stage-300' },
  published: { label: 'moderation.statusPublished', tone: 'bg-emerald-400/15 text-emerald-300' },
} as const;

/** What a moderator may do from each state; the first is the likely answer. */
const ACTIONS: Readonly<Record<ModerationItem['status'], readonly ModerationAction[]>> = {
  held: ['publish', 'delete'],
  published: ['dismiss', 'hide', 'delete'],
  hidden: ['restore', 'delete'],
};

const LABEL = {
  publish: 'moderation.publish',
  hide: 'moderation.hide',
  delete: 'moderation.delete',
  restore: 'moderation.restore',
  dismiss: 'moderation.dismiss',
} as const satisfies Record<ModerationAction, MessageKey>;

/** Hide and delete take something away from its author: they are confirmed first. */
const CONFIRM: Partial<
  Record<ModerationAction, { title: MessageKey; text: MessageKey; label: MessageKey }>
> = {
  hide: {
    title: 'moderation.hideTitle',
    text: 'moderation.hideText',
    label: 'moderation.hide',
  },
  delete: {
    title: 'moderation.deleteTitle',
    text: 'moderation.deleteText',
    label: 'moderation.delete',
  },
};

export function QueueCard({ item }: { item: ModerationItem }) {
  const t = useT();
  const format = useFormat();
  const moderate = useModerate();
  const [confirming, setConfirming] = useState<ModerationAction | null>(null);
  const [sanctioning, setSanctioning] = useState(false);
  const kind = item.targetType === 'post' ? t('moderation.kindPost') : t('moderation.kindComment');
  const link =
    item.targetType === 'post'
      ? paths.post(item.postId)
      : `${paths.post(item.postId)}#comment-${item.targetId}`;
  const status = STATUS[item.status];
  const reportTotal = item.reports.reduce((sum, r) => sum + r.count, 0);
  const confirm = confirming ? CONFIRM[confirming] : undefined;

  function run(action: ModerationAction) {
    if (CONFIRM[action] && confirming !== action) return setConfirming(action);
    moderate.mutate({ item, action }, { onSettled: () => setConfirming(null) });
  }

  return (
    <article
      aria-label={t('moderation.itemBy', { kind, name: item.author.displayName })}
      className="rounded-2xl border border-white/5 bg-stage-800 p-4"
    >
      <AuthorLine author={item.author} meta={`${kind} · ${format.shortDateTime(item.createdAt)}`} />

      <p className="mt-3 line-clamp-6 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap">
        {item.text}
      </p>

      <ul aria-label={t('moderation.whyHere')} className="mt-3 flex flex-wrap gap-2">
        {/* Held for a word: the word's chip says so already. */}
        {!(item.status === 'held' && item.heldForWord) && (
          <li className={`rounded-full px-2.5 py-1 text-xs font-semibold ${status.tone}`}>
            {t(status.label)}
          </li>
        )}
        {item.heldForWord && (
          <li className="inline-flex items-center gap-1.5 rounded-full bg-amber-400/15 px-2.5 py-1 text-xs font-semibold text-amber-300">
            <ShieldAlert aria-hidden className="size-3.5" />
            {t('moderation.heldForWord', { word: item.heldForWord })}
          </li>
        )}
        {item.reports.map((report) => (
          <li
            key={report.reason}
            className="inline-flex items-center gap-1.5 rounded-full bg-red-400/15 px-2.5 py-1 text-xs font-semibold text-red-300"
          >
            <Flag aria-hidden className="size-3.5" />
            {t(REPORT_REASON_KEYS[report.reason])} · {report.count}
          </li>
        ))}
      </ul>
      {reportTotal > 0 && (
        <p className="sr-only">{t('moderation.reportedTimes', { count: reportTotal })}</p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        {ACTIONS[item.status].map((action, index) => (
          <Button
            key={action}
            variant={index === 0 ? 'primary' : action === 'delete' ? 'danger' : 'secondary'}
            className="min-w-0 flex-1 px-3"
            disabled={moderate.isPending}
            onClick={() => run(action)}
          >
            {t(LABEL[action])}
          </Button>
        ))}
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <Link
          to={link}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-stage-300 hover:bg-white/5 hover:text-white"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('moderation.openItem', { kind: item.targetType })}
        </Link>
        {!item.author.verified && (
          <button
            type="button"
            onClick={() => setSanctioning(true)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-stage-300 hover:bg-white/5 hover:text-white"
          >
            <UserX aria-hidden className="size-4" />
            {t('moderation.muteOrBan')}
          </button>
        )}
      </div>

      {confirm && confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={t(confirm.title)}
          description={t(confirm.text)}
          confirmLabel={t(confirm.label)}
          destructive
          pending={moderate.isPending}
          onConfirm={() => run(confirming)}
        />
      )}
      <SanctionSheet author={item.author} open={sanctioning} onOpenChange={setSanctioning} />
    </article>
  );
}
