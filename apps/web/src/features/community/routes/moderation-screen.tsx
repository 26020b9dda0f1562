import { useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { Inbox, ShieldBan, UserX } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { BlockedWordsPanel } from '../moderation/blocked-words-panel';
import { QueuePanel } from '../moderation/queue-panel';
import { SanctionsPanel } from '../moderation/sanctions-panel';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

const TABS: readonly {
  value: string;
  label: MessageKey;
  icon: LucideIcon;
  panel: () => ReactNode;
}[] = [
  { value: 'queue', label: 'moderation.tabQueue', icon: Inbox, panel: () => <QueuePanel /> },
  {
    value: 'words',
    label: 'moderation.blockedWords',
    icon: ShieldBan,
    panel: () => <BlockedWordsPanel />,
  },
  {
    value: 'members',
    label: 'moderation.tabSanctions',
    icon: UserX,
    panel: () => <SanctionsPanel />,
  },
];

// The same chips as Admin & Artist Tools, so the two screens read as one set of tools.
// On a phone they drop their icons and some padding: all three fit at 360 px.
const TAB_CLASS =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-full border border-white/10 bg-stage-800 px-3 text-sm sm:px-4 font-semibold whitespace-nowrap text-stage-300 transition-colors hover:text-white data-[state=active]:border-transparent data-[state=active]:bg-accent-fill data-[state=active]:text-white';

/**
 * /admin/moderation (artist and admin; the AdminGuard and the server's moderateCommunity both
 * check): the queue, the blocked words and the members muted or banned now.
 */
export function ModerationScreen() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = TABS.find((tab) => tab.value === requested)?.value ?? 'queue';

  function select(value: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'queue') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Screen
      title={t('moderation.title')}
      back={{ to: paths.admin, label: t('moderation.backToAdmin') }}
      className="pb-10"
    >
      <Tabs.Root value={active} onValueChange={select}>
        <Tabs.List
          aria-label={t('moderation.tools')}
          className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              {/* Without icons the three chips fit a phone's width, so none is cut off. */}
              <Icon aria-hidden className="hidden size-4 sm:block" />
              {t(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content
            key={tab.value}
            value={tab.value}
            className="mt-5 focus:outline-none focus-visible:outline-2"
          >
            {tab.panel()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Screen>
  );
}
