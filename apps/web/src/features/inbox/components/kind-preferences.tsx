import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import type { InboxKind, NotificationPreferences } from '@fanclub/shared/schemas/community';
import { Switch } from '../../../components/ui/switch';
import { KindIcon } from './kind-icon';
import { useT } from '../../../lib/i18n/i18n-context';
import { INBOX_KIND_KEYS } from '../kind-keys';
import type { MessageKey } from '../../../lib/i18n/translator';

type KindChannels = NotificationPreferences[InboxKind];
type EmailMode = KindChannels['email'];

const EMAIL_CHOICES: readonly { value: EmailMode; label: MessageKey }[] = [
  { value: 'off', label: 'inbox.emailOff' },
  { value: 'digest', label: 'inbox.emailDigest' },
  { value: 'instant', label: 'inbox.emailInstant' },
];

/** Likes come in bursts: never one mail per like, at most the daily digest. */
const emailChoices = (kind: InboxKind) =>
  kind === 'post_like' ? EMAIL_CHOICES.filter((c) => c.value !== 'instant') : EMAIL_CHOICES;

const rowClass = 'flex min-h-13 flex-wrap items-center gap-3 py-0.5';

/**
 * One kind's three channels in a card: in-app and push switches, and the e-mail choice (a native
 * select, so phones open their own picker). Each control is named by the kind and the channel.
 */
export function KindPreferences({
  kind,
  value,
  onChange,
}: {
  kind: InboxKind;
  value: KindChannels;
  onChange: (next: KindChannels) => void;
}) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-kind`;
  const label = (channel: string) => `${id}-${channel}`;
  const named = (channel: string) => `${headingId} ${label(channel)}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-white/5 bg-stage-800">
      <div className="flex items-center gap-3 px-4 pt-3.5 pb-1">
        <KindIcon kind={kind} size="sm" />
        <h3 id={headingId} className="font-semibold">
          {t(INBOX_KIND_KEYS[kind])}
        </h3>
      </div>
      <div className="divide-y divide-white/5 px-4 pb-1">
        <div className={rowClass}>
          <span id={label('inApp')} className="flex-1 text-sm text-stage-300">
            {t('inbox.inApp')}
          </span>
          <Switch
            aria-labelledby={named('inApp')}
            checked={value.inApp}
            onCheckedChange={(inApp) => onChange({ ...value, inApp })}
          />
        </div>
        <div className={rowClass}>
          <span id={label('push')} className="flex-1 text-sm text-stage-300">
            {t('inbox.push')}
          </span>
          <Switch
            aria-labelledby={named('push')}
            checked={value.push}
            onCheckedChange={(push) => onChange({ ...value, push })}
          />
        </div>
        <div className={rowClass}>
          <label
            id={label('email')}
            htmlFor={`${id}-select`}
            className="flex-1 text-sm text-stage-300"
          >
            {t('inbox.email')}
          </label>
          <span className="relative">
            <select
              id={`${id}-select`}
              aria-labelledby={named('email')}
              value={value.email}
              onChange={(event) => onChange({ ...value, email: event.target.value as EmailMode })}
              className="min-h-11 appearance-none rounded-full border border-white/10 bg-stage-700 py-2 pr-9 pl-4 text-sm font-semibold text-white focus:border-accent focus:outline-none"
            >
              {emailChoices(kind).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {t(choice.label)}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stage-300"
            />
          </span>
        </div>
      </div>
    </section>
  );
}
