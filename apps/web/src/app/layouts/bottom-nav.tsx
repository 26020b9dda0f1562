import { NavLink } from 'react-router';
import { CalendarDays, House, PlaySquare, ShoppingBag, UserRound } from 'lucide-react';
import { useActiveStream } from '../../lib/live/active-stream';
import { paths } from '../paths';
import { useT } from '../../lib/i18n/i18n-context';

const tabs = [
  { label: 'app.navHome', to: paths.dashboard, Icon: House },
  { label: 'app.navEvents', to: paths.events, Icon: CalendarDays },
  { label: 'app.navContent', to: paths.mediaHub, Icon: PlaySquare },
  { label: 'app.navShop', to: paths.shopList, Icon: ShoppingBag },
  { label: 'app.navProfile', to: paths.profile, Icon: UserRound },
] as const;

/** The five-tab bar; NavLink marks the active tab with aria-current="page". */
export function BottomNav() {
  // The Content tab carries a live dot while someone is live (the active stream API says so).
  const live = useActiveStream() !== null;
  const t = useT();
  return (
    <nav
      aria-label={t('app.navMain')}
      data-bottom-nav
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-stage-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {tabs.map(({ label, to, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium transition-colors ${
                  isActive ? 'text-accent' : 'text-stage-300 hover:text-white'
                }`
              }
            >
              <span className="relative">
                <Icon aria-hidden className="size-5" />
                {live && to === paths.mediaHub && (
                  <span
                    data-testid="nav-live-dot"
                    className="absolute -top-0.5 -right-1 size-2.5 rounded-full bg-red-500 ring-2 ring-stage-900"
                  />
                )}
              </span>
              {t(label)}
              {live && to === paths.mediaHub && (
                <span className="sr-only">{t('app.navLiveNow')}</span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
