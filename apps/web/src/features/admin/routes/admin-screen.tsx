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
import { useT } from '../../../lib/i18n/i18n-context';
import { loadRouteMessages } from '../../../lib/i18n/route-messages';
import type { MessageKey } from '../../../lib/i18n/translator';

// Chart.js comes only with this panel: its own chunk, fetched when the Insights tab opens, with
// its texts (adminInsights).
const InsightsPanel = lazy(() =>
  Promise.all([import('../components/insights-panel'), loadRouteMessages(['adminInsights'])]).then(
    ([m]) => ({ default: m.InsightsPanel }),
  ),
);

// Offers is rarely opened: its own chunk, loaded with the tab.
const OffersPanel = lazy(() =>
  Promise.all([import('../components/offers-panel'), loadRouteMessages(['adminOffers'])]).then(
    ([m]) => ({ default: m.OffersPanel }),
  ),
);

interface TabDef {
  value: string;
  label: MessageKey;
  /** The tab shows only to roles that have this feature; the server checks the same matrix. */
  feature: Feature;
  icon: LucideIcon;
  panel: () => ReactNode;
}

const TABS: readonly TabDef[] = [
  {
    value: 'insights',
    label: 'admin.tabInsights',
    feature: 'viewInsights',
    icon: BarChart3,
    panel: () => (
      <Suspense fallback={<LoadingInsights />}>
        <InsightsPanel />
      </Suspense>
    ),
  },
  {
    value: 'events',
    label: 'admin.tabEvents',
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
    label: 'admin.tabContent',
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
    label: 'admin.tabMembers',
    feature: 'manageMembers',
    icon: Users,
    panel: () => <MembersPanel />,
  },
  {
    value: 'orders',
    label: 'admin.tabOrders',
    feature: 'manageOrders',
    icon: Package,
    panel: () => <OrdersPanel />,
  },
  {
    value: 'door',
    label: 'admin.tabDoor',
    feature: 'checkIn',
    icon: ScanLine,
    panel: () => <DoorCountsPanel />,
  },
  {
    value: 'support',
    label: 'admin.tabSupport',
    feature: 'answerSupport',
    icon: LifeBuoy,
    panel: () => <SupportPanel />,
  },
  {
    value: 'drops',
    label: 'admin.tabDrops',
    feature: 'manageOrders',
    icon: ShoppingBag,
    panel: () => <DropsPanel />,
  },
  {
    value: 'offers',
    label: 'admin.tabOffers',
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
    label: 'admin.tabStream',
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

function LoadingInsights() {
  const t = useT();
  return <Spinner label={t('admin.loadingInsights')} className="py-4" />;
}

/** /admin, reachable only by admin and artist (the route guard and the server both check). */
export function AdminScreen() {
  const t = useT();
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
      title={t('admin.title')}
      back={{ to: paths.profile, label: t('admin.backToProfile') }}
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
            <span className="block font-semibold">{t('admin.moderation')}</span>
            <span className="block text-xs text-stage-400">{t('admin.moderationHint')}</span>
          </span>
          <ChevronRight aria-hidden className="size-5 text-stage-400" />
        </Link>
      )}
      <Tabs.Root value={active} onValueChange={select}>
        <Tabs.List
          ref={listRef}
          aria-label={t('admin.tools')}
          className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {tabs.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              <Icon aria-hidden className="size-4" />
              {t(label)}
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
