import type { SupportMessage } from '@fanclub/shared/schemas/support';
import { useT } from '../i18n/i18n-context';
import { useFormat } from '../i18n/use-format';

/** A conversation's messages, oldest first: the member's on the right, the team's on the left. */
export function MessageThread({
  messages,
  mine,
}: {
  messages: SupportMessage[];
  mine: 'member' | 'team';
}) {
  const t = useT();
  const format = useFormat();
  return (
    <ol className="flex flex-col gap-3" aria-label={t('supportThread.messages')}>
      {messages.map((m) => {
        const own = (mine === 'team') === m.fromTeam;
        return (
          <li
            key={m.id}
            className={`max-w-[85%] rounded-2xl px-4 py-3 ${
              own ? 'self-end bg-accent-fill/25' : 'self-start border border-white/5 bg-stage-800'
            }`}
          >
            <p className="mb-1 text-xs font-semibold text-stage-300">
              {m.authorName}
              {' · '}
              <time dateTime={m.createdAt} title={format.exactTime(m.createdAt)}>
                {format.shortDateTime(m.createdAt)}
              </time>
            </p>
            <p className="text-sm break-words whitespace-pre-wrap">{m.body}</p>
            {m.attachments.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {m.attachments.map((a, i) => (
                  <a key={a.url} href={a.url} target="_blank" rel="noreferrer">
                    <img
                      src={a.url}
                      width={a.width}
                      height={a.height}
                      alt={t('supportThread.attachment', { number: i + 1 })}
                      loading="lazy"
                      className="h-24 w-auto rounded-lg object-cover"
                    />
                  </a>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
