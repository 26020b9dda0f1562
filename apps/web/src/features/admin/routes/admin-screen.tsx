import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import {
  BarChart3,
  CalendarDays,
  ChevronRight,
  FileText,
  LifeBuoy,
  Package,
  Radio,
  ScanLine,
  ShieldAlert,
  ShoppingBag,
  TicketPercent,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { can } from '@fanclub/shared/permissions';
import type { Feature } from '@fanclub/shared/permissions';
import { paths } from '../../../app/paths';
import { Card, Screen } from '../../../components/ui/screen';
import { useSession } from '../../../lib/session';
import { AdminContentList } from '../components/admin-content-list';
import { AdminEventList } from '../components/admin-event-list';
import { CreateContentForm } from '../components/create-content-form';
import { CreateEventForm } from '../components/create-event-form';
import { DoorCountsPanel } from '../components/door-counts-panel';
import { DropsPanel } from '../components/drops-panel';
import { MembersPanel } from '../components/members-panel';
import { OrdersPanel } from '../components/orders-panel';
import { ReplaySettingsCard } from '../components/replay-settings-card';
import { StreamPanel } from '../components/stream-panel';
import { SupportPanel } from '../components/support-panel';
import { Spinner } from '../../../components/ui/spinner';

// Chart.js comes only with this panel: its own chunk, fetched when the Insights tab opens.
const InsightsPanel = lazy(() =>
  import('../components/insights-panel').then((m) => ({ default: m.InsightsPanel })),
);

// Offers is rarely opened: its own chunk, loaded with the tab.
const OffersPanel = lazy(() =>
  import('../components/offers-panel').then((m) => ({ default: m.OffersPanel })),
);

interface TabDef {
  value: string;
  label: string;
  /** The tab shows only to roles that have this feature; the server checks the same matrix. */
  feature: Feature;
  icon: LucideIcon;
  panel: () => ReactNode;
}

const TABS: readonly TabDef[] = [
  {
    value: 'insights',
    label: 'Insights',
    feature: 'viewInsights',
    icon: BarChart3,
    panel: () => (
      <Suspense fallback={<Spinner label="Loading insights" className="py-4" />}>
        <InsightsPanel />
      </Suspense>
    ),
  },
  {
    value: 'events',
    label: 'Events',
    feature: 'manageEvents',
    icon: CalendarDays,
    panel: () => (
      <>
        <Card>
          <CreateEventForm />
        </Card>
        <AdminEventList />
      </>
    ),
  },
  {
    value: 'content',
    label: 'Content',
    feature: 'postContent',
    icon: FileText,
    panel: () => (
      <>
        <Card>
          <CreateContentForm />
        </Card>
        <AdminContentList />
      </>
    ),
  },
  {
    value: 'members',
    label: 'Members',
    feature: 'manageMembers',
    icon: Users,
    panel: () => <MembersPanel />,
  },
  {
    value: 'orders',
    label: 'Orders',
    feature: 'manageOrders',
    icon: Package,
    panel: () => <OrdersPanel />,
  },
  {
    value: 'door',
    label: 'Door',
    feature: 'checkIn',
    icon: ScanLine,
    panel: () => <DoorCountsPanel />,
  },
  {
    value: 'support',
    label: 'Support',
    feature: 'answerSupport',
    icon: LifeBuoy,
    panel: () => <SupportPanel />,
  },
  {
    value: 'drops',
    label: 'Drops',
    feature: 'manageOrders',
    icon: ShoppingBag,
    panel: () => <DropsPanel />,
  },
  {
    value: 'offers',
    label: 'Offers',
    feature: 'manageOffers',
    icon: TicketPercent,
    panel: () => (
      <Suspense fallback={null}>
        <OffersPanel />
      </Suspense>
    ),
  },
  {
    value: 'stream',
    label: 'Stream',
    feature: 'goLive',
    icon: Radio,
    panel: () => (
      <>
        <StreamPanel />
        <ReplaySettingsCard />
      </>
    ),
  },
];

// Chips in a row that bleeds to the screen edges: on a phone the admin's five tabs scroll
// sideways, and the chip cut off at the edge shows that there is more.
const TAB_CLASS =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-full border border-white/10 bg-stage-800 px-4 text-sm font-semibold whitespace-nowrap text-stage-300 transition-colors hover:text-white data-[state=active]:border-transparent data-[state=active]:bg-accent-fill data-[state=active]:text-white';

/** /admin, reachable only by admin and artist (the route guard and the server both check). */
export function AdminScreen() {
  const { role } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const listRef = useRef<HTMLDivElement>(null);
  const tabs = TABS.filter((tab) => can(role, tab.feature));
  // The open tab lives in the URL (?tab=members) so reloads and shared links keep it.
  const requested = searchParams.get('tab');
  const active = tabs.find((tab) => tab.value === requested)?.value ?? tabs[0]?.value ?? 'insights';

  useEffect(() => {
    // On a phone the tab list scrolls sideways: keep the open tab in view. A script's
    // behavior: 'smooth' ignores the CSS reduced-motion rule, so the preference is read here.
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listRef.current?.querySelector('[data-state="active"]')?.scrollIntoView({
      block: 'nearest',
      inline: 'nearest',
      behavior: still ? 'auto' : 'smooth',
    });
  }, [active]);

  function select(value: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === tabs[0]?.value) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Screen
      title="Admin & Artist Tools"
      back={{ to: paths.profile, label: 'Back to Profile' }}
      className="pb-10"
    >
      {can(role, 'moderateCommunity') && (
        <Link
          to={paths.moderation}
          className="mb-5 flex min-h-14 items-center gap-3 rounded-2xl border border-white/5 bg-stage-800 px-4 py-3 transition-colors hover:bg-stage-700"
        >
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-amber-400/15 text-amber-300">
            <ShieldAlert aria-hidden className="size-4.5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Community moderation</span>
            <span className="block text-xs text-stage-400">
              Review held and reported posts, blocked words, mutes and bans
            </span>
          </span>
          <ChevronRight aria-hidden className="size-5 text-stage-400" />
        </Link>
      )}
      <Tabs.Root value={active} onValueChange={select}>
        <Tabs.List
          ref={listRef}
          aria-label="Admin tools"
          className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {tabs.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              <Icon aria-hidden className="size-4" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content
            key={tab.value}
            value={tab.value}
            className="mt-6 focus:outline-none focus-visible:outline-2 [&>section:first-child]:mt-0"
          >
            {tab.panel()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Screen>
  );
}
