import { BadgeCheck } from 'lucide-react';
import type { Author } from '@fanclub/shared/schemas/community';
import { useT } from '../../../lib/i18n/i18n-context';

/** Avatar (or the initial), public name and the verified badge. Never an e-mail. */
export function AuthorLine({ author, meta }: { author: Author; meta?: string }) {
  const t = useT();
  return (
    <div className="flex min-w-0 items-center gap-3">
      {author.avatarUrl ? (
        <img
          src={author.avatarUrl}
          alt=""
          width={36}
          height={36}
          className="size-9 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-full bg-stage-600 text-sm font-bold"
        >
          {author.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        {/* Who wrote it, not a heading: a div, so it is not read as one (axe p-as-heading). */}
        <div className="flex items-center gap-1 truncate font-semibold">
          {author.displayName}
          {author.verified && (
            <BadgeCheck
              aria-label={t('community.verified')}
              className="size-4 shrink-0 text-sky-300"
            />
          )}
        </div>
        {meta && <p className="truncate text-xs text-stage-400">{meta}</p>}
      </div>
    </div>
  );
}
