import { matchRoutes, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from './error-screen';
import { RootLayout } from './layouts/root-layout';
import { NavLayout } from './layouts/nav-layout';
import { AdminGuard, DoorGuard } from './admin-guard';
import { paths } from './paths';
import {
  landingRedirect,
  warmDashboard,
  warmSubscribe,
  warmEvents,
  warmFeed,
  warmLogin,
  warmMusic,
  warmShopList,
} from './route-data';
import { lazyScreen, ScreenRoute } from './lazy-screen';
import type { LazyScreen, ScreenHandle } from './lazy-screen';
import { loadRouteMessages } from '../lib/i18n/route-messages';

// Code-split screens: each route loads only its own feature's code, and with it the active
// language's texts of the namespaces it shows (app/lazy-screen.tsx, lib/i18n/route-messages.ts).

// Rare, so not in every first load; so is its heading ('notFound'), its link is the shell's.
const notFound = lazyScreen(
  () => import('./not-found'),
  (m) => m.NotFoundScreen,
  ['notFound'],
);
const landing = lazyScreen(
  () => import('../features/landing/routes/landing-screen'),
  (m) => m.LandingScreen,
  ['landing'],
);
const login = lazyScreen(
  () => import('../features/auth/routes/login-screen'),
  (m) => m.LoginScreen,
  ['auth'],
);
const signup = lazyScreen(
  () => import('../features/auth/routes/signup-screen'),
  (m) => m.SignupScreen,
  ['auth', 'authFlows'],
);
const checkInbox = lazyScreen(
  () => import('../features/auth/routes/check-inbox-screen'),
  (m) => m.CheckInboxScreen,
  ['auth', 'authFlows'],
);
const forgotPassword = lazyScreen(
  () => import('../features/auth/routes/forgot-password-screen'),
  (m) => m.ForgotPasswordScreen,
  ['auth', 'authFlows'],
);
const resetPassword = lazyScreen(
  () => import('../features/auth/routes/reset-password-screen'),
  (m) => m.ResetPasswordScreen,
  ['auth', 'authFlows'],
);
const dashboard = lazyScreen(
  () => import('../features/home/routes/dashboard-screen'),
  (m) => m.DashboardScreen,
  ['home', 'dashboard', 'catalog'],
);
// /home: the club's feed with the spec's Home sections, put together in app/routes.
const feed = lazyScreen(
  () => import('./routes/home-feed-screen'),
  (m) => m.HomeFeedScreen,
  ['home', 'community'],
);
const post = lazyScreen(
  () => import('../features/community/routes/post-screen'),
  (m) => m.PostScreen,
  ['community', 'communityWrite'],
);
const inbox = lazyScreen(
  () => import('../features/inbox/routes/inbox-screen'),
  (m) => m.InboxScreen,
  ['inbox'],
);
const notificationSettings = lazyScreen(
  () => import('../features/inbox/routes/notification-settings-screen'),
  (m) => m.NotificationSettingsScreen,
  ['inbox'],
);
const moderation = lazyScreen(
  () => import('../features/community/routes/moderation-screen'),
  (m) => m.ModerationScreen,
  ['community', 'moderation'],
);
const mediaHub = lazyScreen(
  () => import('../features/media/routes/media-hub-screen'),
  (m) => m.MediaHubScreen,
  ['media', 'catalog'],
);
// Its own chunk: the full-screen live viewer, opened by Join (no bottom bar).
const liveWatch = lazyScreen(
  () => import('../features/media/routes/live-watch-screen'),
  (m) => m.LiveWatchScreen,
  ['media'],
);
const music = lazyScreen(
  () => import('../features/music/routes/music-screen'),
  (m) => m.MusicScreen,
  ['music'],
);
const album = lazyScreen(
  () => import('../features/music/routes/album-screen'),
  (m) => m.AlbumScreen,
  ['music', 'catalog'],
);
const track = lazyScreen(
  () => import('../features/music/routes/track-screen'),
  (m) => m.TrackScreen,
  ['music', 'player'],
);
const events = lazyScreen(
  () => import('../features/events/routes/events-screen'),
  (m) => m.EventsScreen,
  ['events'],
);
const event = lazyScreen(
  () => import('../features/events/routes/event-screen'),
  (m) => m.EventScreen,
  ['events', 'meetGreet', 'payment'],
);
const liveEvent = lazyScreen(
  () => import('../features/events/routes/live-event-screen'),
  (m) => m.LiveEventScreen,
  ['events', 'payment'],
);
const shopList = lazyScreen(
  () => import('../features/shop/routes/shop-list-screen'),
  (m) => m.ShopListScreen,
  ['shop'],
);
const productTee = lazyScreen(
  () => import('../features/shop/routes/product-tee-screen'),
  (m) => m.ProductTeeScreen,
  ['shop', 'shopping'],
);
const productVinyl = lazyScreen(
  () => import('../features/shop/routes/product-vinyl-screen'),
  (m) => m.ProductVinylScreen,
  ['shop', 'shopping'],
);
const cart = lazyScreen(
  () => import('../features/shop/routes/cart-screen'),
  (m) => m.CartScreen,
  ['shop', 'shopping', 'payment'],
);
const orderConfirmation = lazyScreen(
  () => import('../features/orders/routes/order-confirmation-screen'),
  (m) => m.OrderConfirmationScreen,
  ['orders'],
);
const orders = lazyScreen(
  () => import('../features/orders/routes/orders-screen'),
  (m) => m.OrdersScreen,
  ['orders'],
);
// /tickets opens with no signal (issue 31): its code is precached, the meet & greet passes' texts
// are not, so they come if they can and a failed fetch does not keep the tickets from showing.
const tickets = lazyScreen(
  () =>
    import('../features/orders/routes/tickets-screen').then(async (m) => {
      await loadRouteMessages(['meetGreet']).catch(() => undefined);
      return m;
    }),
  (m) => m.TicketsScreen,
  ['orders'],
);
// 'payment': the payment error and 'subscription not changed' toasts of a plan chosen here.
const subscribe = lazyScreen(
  () => import('../features/subscriptions/routes/subscribe-screen'),
  (m) => m.SubscribeScreen,
  ['subscriptions', 'payment', 'plans'],
);
const subscriptionCheckout = lazyScreen(
  () => import('../features/subscriptions/routes/checkout-screen'),
  (m) => m.CheckoutScreen,
  ['billing', 'payment', 'plans'],
);
const paymentSuccess = lazyScreen(
  () => import('../features/subscriptions/routes/payment-success-screen'),
  (m) => m.PaymentSuccessScreen,
  ['billing', 'plans'],
);
const paymentCancelled = lazyScreen(
  () => import('../features/subscriptions/routes/payment-cancelled-screen'),
  (m) => m.PaymentCancelledScreen,
  ['billing'],
);
const manageSubscription = lazyScreen(
  () => import('../features/subscriptions/routes/manage-subscription-screen'),
  (m) => m.ManageSubscriptionScreen,
  ['billing', 'payment', 'plans'],
);
const profile = lazyScreen(
  () => import('../features/profile/routes/profile-screen'),
  (m) => m.ProfileScreen,
  ['profile', 'plans'],
);
const settings = lazyScreen(
  () => import('../features/profile/routes/settings-screen'),
  (m) => m.SettingsScreen,
  ['profile', 'plans'],
);
const editProfile = lazyScreen(
  () => import('../features/profile/routes/edit-profile-screen'),
  (m) => m.EditProfileScreen,
  ['profile'],
);
// 'media': the event and content forms' cover image picker (lib/cover-image-picker.tsx) says it there.
const admin = lazyScreen(
  () => import('../features/admin/routes/admin-screen'),
  (m) => m.AdminScreen,
  ['admin', 'supportThread', 'meetGreet', 'orders', 'media'],
);
const door = lazyScreen(
  () => import('../features/door/routes/door-screen'),
  (m) => m.DoorScreen,
  ['door'],
);
const hotspot = lazyScreen(
  () => import('../features/hotspots/routes/hotspot-screen'),
  (m) => m.HotspotScreen,
  ['hotspots', 'catalog', 'promo'],
);
const gifts = lazyScreen(
  () => import('../features/gifts/routes/gifts-routes'),
  (m) => m.GiftsRoutes,
  ['gifts', 'payment'],
);
const support = lazyScreen(
  () => import('../features/support/routes/support-screen'),
  (m) => m.SupportScreen,
  ['support', 'supportThread'],
);
const newSupport = lazyScreen(
  () => import('../features/support/routes/new-support-screen'),
  (m) => m.NewSupportScreen,
  ['support', 'supportThread'],
);
const supportConversation = lazyScreen(
  () => import('../features/support/routes/conversation-screen'),
  (m) => m.ConversationScreen,
  ['support', 'supportThread'],
);
const terms = lazyScreen(
  () => import('../features/legal/routes/terms-screen'),
  (m) => m.TermsScreen,
  ['legal'],
);
const privacy = lazyScreen(
  () => import('../features/legal/routes/privacy-screen'),
  (m) => m.PrivacyScreen,
  ['legal'],
);

/** A screen's route: its element, and what SSR and hydration read before rendering it. */
function page(
  path: string,
  screen: LazyScreen,
  extra: Omit<ScreenHandle, 'screen'> = {},
): RouteObject {
  const handle: ScreenHandle = { screen, ...extra };
  return { path, handle, element: <ScreenRoute {...handle} /> };
}

export const routes: RouteObject[] = [
  {
    // The error boundary and the first screen's loading fallback are inside it.
    element: <RootLayout />,
    children: [
      page(paths.landing, landing, { serverRedirect: landingRedirect }),
      page(paths.login, login, { warm: warmLogin }),
      page(paths.signup, signup),
      page(paths.checkInbox, checkInbox),
      page(paths.forgotPassword, forgotPassword),
      page(paths.resetPassword, resetPassword),
      {
        element: <NavLayout />,
        children: [
          {
            // A failed tab renders its error inside the layout: the bottom bar stays.
            element: <RouteErrorBoundary inShell />,
            children: [
              page(paths.dashboard, dashboard, { warm: warmDashboard }),
              page(paths.events, events, { warm: warmEvents }),
              page(paths.mediaHub, mediaHub),
              page(paths.shopList, shopList, { warm: warmShopList }),
              page(paths.profile, profile),
              page(paths.settings, settings),
            ],
          },
        ],
      },
      page(paths.live, liveWatch),
      page(paths.home, feed, { warm: warmFeed }),
      page('/home/posts/:id', post),
      page(paths.inbox, inbox),
      page(paths.notificationSettings, notificationSettings),
      page(paths.music, music, { warm: warmMusic }),
      page('/album/:id', album),
      page('/track/:id', track),
      page('/event/:id', event),
      page(paths.eventDetail, event),
      page('/live-event/:id', liveEvent),
      page(paths.rollingLoud, liveEvent),
      page(paths.twogetherLand, liveEvent),
      page(paths.coachella, liveEvent),
      page(paths.souledOut, liveEvent),
      page(paths.productTee, productTee),
      page(paths.productVinyl, productVinyl),
      page(paths.cart, cart),
      page(paths.orderConfirmation, orderConfirmation),
      page(paths.orders, orders),
      page(paths.tickets, tickets),
      page(paths.subscribe, subscribe, { warm: warmSubscribe }),
      page(paths.subscriptionCheckout, subscriptionCheckout),
      page(paths.paymentSuccess, paymentSuccess),
      page(paths.paymentCancelled, paymentCancelled),
      page(paths.manageSubscription, manageSubscription),
      page(paths.editProfile, editProfile),
      page(paths.carousel, hotspot),
      page(paths.shop, hotspot),
      page(paths.videoPlayer1, hotspot),
      page(paths.videoPlayer2, hotspot),
      page(paths.musicPlayer, hotspot),
      page('/gifts/*', gifts),
      page(paths.support, support),
      page('/support/new', newSupport),
      page('/support/:id', supportConversation),
      page(paths.terms, terms),
      page(paths.privacy, privacy),
      {
        element: <AdminGuard />,
        children: [page(paths.admin, admin), page(paths.moderation, moderation)],
      },
      { element: <DoorGuard />, children: [page(paths.door, door)] },
      page('*', notFound),
    ],
  },
];

/**
 * The handles of the screens at `location` (a path, with or without its query), outermost first:
 * what the server render and the browser's start load and warm before rendering it.
 */
export function screenHandlesAt(location: string): ScreenHandle[] {
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as ScreenHandle] : [],
  );
}

/** The routes' elements for the current location (inside BrowserRouter or StaticRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
