/** Every path of the spec's route table (section 2), with concrete ids where a path has one. */
export const routeTable = [
  '/',
  '/auth',
  '/signup',
  '/login',
  '/music',
  '/events',
  '/subscribe',
  '/payment-success',
  '/payment-cancelled',
  '/album/latest',
  '/track/slow-motion',
  '/event/rolling-loud',
  '/dashboard',
  '/profile',
  '/carousel',
  '/shop',
  '/video-player-1',
  '/video-player-2',
  '/music-player',
  '/product-tee',
  '/product-vinyl',
  '/event-detail?id=souled-out',
  '/settings',
  '/shop-list',
  '/media-hub',
  '/cart',
  '/edit-profile',
  '/manage-subscription',
  '/live-event/coachella',
  '/rolling-loud',
  '/twogether-land',
  '/coachella',
  '/souled-out',
  '/home',
  // The staff check-in (issue 30), outside the spec's table: admin, artist and staff.
  '/door',
] as const;

/**
 * Routes outside the spec's route table that the app also serves (apps/web/src/app/paths.ts):
 * with the table, every screen a visitor or member can reach. Paths with an id use one the demo
 * data always has; a post or a support conversation has none fixed, so those are left out.
 */
export const extraRoutes = [
  '/check-inbox?email=new-fan%40example.com',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/orders',
  '/tickets',
  '/order-confirmation',
  '/terms',
  '/privacy',
  '/inbox',
  '/settings/notifications',
  '/support',
  '/support/new',
  '/media-hub/live',
  '/admin',
  '/admin?tab=content',
  '/admin?tab=members',
  '/admin?tab=orders',
  '/admin?tab=stream',
  '/admin?tab=events',
  '/admin?tab=offers',
  '/admin/moderation',
  '/gifts',
  '/no/such/page',
] as const;

export const allRoutes: readonly string[] = [...routeTable, ...extraRoutes];

/** Screens that show the bottom navigation bar, and the tab marked active on each. */
export const bottomNavActiveTab: Record<string, string> = {
  '/dashboard': 'Home',
  '/events': 'Events',
  '/media-hub': 'Content',
  '/shop-list': 'Shop',
  '/profile': 'Profile',
  '/settings': '',
};
