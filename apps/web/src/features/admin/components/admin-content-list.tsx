import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { ContentVisibility } from '@fanclub/shared/limits';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Section } from '../../../components/ui/screen';
import {
  adminContentQueryOptions,
  deleteContent,
  invalidatePosts,
  serverMessage,
} from '../api/admin-api';
import type { AdminPost } from '../api/admin-api';
import { listClass, QueryStates, rowClass } from './admin-ui';
import { tierBadgeClass } from '../../../lib/tier-color';
import { EditContentDialog } from './edit-content-dialog';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { tierName } from '../../../lib/i18n/member-labels';

const dateFormat = (locale: string) =>
  dateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

function VisibilityBadge({ visibility }: { visibility: ContentVisibility }) {
  const t = useT();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${tierBadgeClass[visibility]}`}
    >
      {visibility !== 'free' && <Lock aria-hidden className="size-3" />}
      <span className="sr-only">{t('admin.visibilityPrefix')}</span>
      {tierName(t, visibility)}
    </span>
  );
}

function PostRow({
  post,
  onEdit,
  onDelete,
}: {
  post: AdminPost;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const { locale } = useFormat();
  return (
    <li className={rowClass}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words">{post.title}</h3>
        <VisibilityBadge visibility={post.visibility} />
      </div>
      <p className="mt-0.5 text-xs text-stage-300">
        <time dateTime={post.createdAt}>{dateFormat(locale).format(new Date(post.createdAt))}</time>
      </p>
      <p className="mt-2 line-clamp-2 text-sm text-stage-300">{post.body}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" className="flex-1" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
          {t('admin.edit')}
          <span className="sr-only"> {post.title}</span>
        </Button>
        <Button variant="secondary" className="flex-1 text-red-300" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          {t('admin.delete')}
          <span className="sr-only"> {post.title}</span>
        </Button>
      </div>
    </li>
  );
}

export function AdminContentList() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(adminContentQueryOptions());
  const [editing, setEditing] = useState<AdminPost | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const remove = useMutation({
    mutationFn: (post: AdminPost) => deleteContent(post.id),
    onSuccess: () => {
      toast.success(t('admin.contentDeleted'));
      setDeleting(null);
      void invalidatePosts(queryClient);
    },
    onError: (error) =>
      toast.error(t('admin.contentDeleteFailed'), {
        description: serverMessage(error, t('admin.tryAgain')),
      }),
  });

  return (
    <Section title={t('admin.manageContent')}>
      <QueryStates
        query={query}
        loadingLabel={t('admin.loadingContent')}
        errorText={t('admin.contentLoadFailed')}
        emptyText={t('admin.noContent')}
      >
        {(posts) => (
          <ul className={listClass}>
            {posts.map((post) => (
              <PostRow
                key={post.id}
                post={post}
                onEdit={() => setEditing(post)}
                onDelete={() => setDeleting(post)}
              />
            ))}
          </ul>
        )}
      </QueryStates>
      <EditContentDialog post={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.deletePostTitle')}
        description={t('admin.deletePostText', { title: deleting?.title ?? '' })}
        confirmLabel={remove.isPending ? t('admin.deleting') : t('admin.deletePost')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        destructive
      />
    </Section>
  );
}
