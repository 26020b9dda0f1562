import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen';
import { RootLayout } from './layouts/root-layout';
import { NavLayout } from './layouts/nav-layout';
import { AdminGuard, DoorGuard } from './admin-guard';
import { paths } from './paths';
import {
  landingLoader,
  warmDashboard,
  warmSubscribe,
  warmEvents,
  warmFeed,
  warmLogin,
  warmMusic,
  warmShopList,
} from './route-data';
import { FullScreenSpinner } from '../components/ui/spinner';
import { useT } from '../lib/i18n/i18n-context';
import { loadRouteMessages } from '../lib/i18n/route-messages';
import type { Namespace } from '../lib/i18n/translator';

/** One more try after a short pause: a phone's network blip should not become an error screen. */
async function withRetry<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 800));
    return load();
  }
}

/**
 * Code-split screens: each route loads only its own feature's code, and with it the active
 * language's texts of the namespaces it shows (lib/i18n/route-messages.ts).
 */
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly Namespace[] = [],
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([
      withRetry(load),
      withRetry(() => loadRouteMessages(namespaces)),
    ]);
    return { Component: pick(module) };
  };
}

// Rare, so not in every first load; so is its heading ('notFound'), its link is the shell's.
const notFound = screen(
  () => import('./not-found'),
  (m) => m.NotFoundScreen,
  ['notFound'],
);
const landing = screen(
  () => import('../features/landing/routes/landing-screen'),
  (m) => m.LandingScreen,
  ['landing'],
);
const login = screen(
  () => import('../features/auth/routes/login-screen'),
  (m) => m.LoginScreen,
  ['auth'],
);
const signup = screen(
  () => import('../features/auth/routes/signup-screen'),
  (m) => m.SignupScreen,
  ['auth', 'authFlows'],
);
const checkInbox = screen(
  () => import('../features/auth/routes/check-inbox-screen'),
  (m) => m.CheckInboxScreen,
  ['auth', 'authFlows'],
);
const forgotPassword = screen(
  () => import('../features/auth/routes/forgot-password-screen'),
  (m) => m.ForgotPasswordScreen,
  ['auth', 'authFlows'],
);
const resetPassword = screen(
  () => import('../features/auth/routes/reset-password-screen'),
  (m) => m.ResetPasswordScreen,
  ['auth', 'authFlows'],
);
const dashboard = screen(
  () => import('../features/home/routes/dashboard-screen'),
  (m) => m.DashboardScreen,
  ['home', 'dashboard', 'catalog'],
);
// /home: the club's feed with the spec's Home sections, put together in app/routes.
const feed = screen(
  () => import('./routes/home-feed-screen'),
  (m) => m.HomeFeedScreen,
  ['home', 'community'],
);
const post = screen(
  () => import('../features/community/routes/post-screen'),
  (m) => m.PostScreen,
  ['community', 'communityWrite'],
);
const inbox = screen(
  () => import('../features/inbox/routes/inbox-screen'),
  (m) => m.InboxScreen,
  ['inbox'],
);
const notificationSettings = screen(
  () => import('../features/inbox/routes/notification-settings-screen'),
  (m) => m.NotificationSettingsScreen,
  ['inbox'],
);
const moderation = screen(
  () => import('../features/community/routes/moderation-screen'),
  (m) => m.ModerationScreen,
  ['community', 'moderation'],
);
const mediaHub = screen(
  () => import('../features/media/routes/media-hub-screen'),
  (m) => m.MediaHubScreen,
  ['media', 'catalog'],
);
// Its own chunk: the full-screen live viewer, opened by Join (no bottom bar).
const liveWatch = screen(
  () => import('../features/media/routes/live-watch-screen'),
  (m) => m.LiveWatchScreen,
  ['media'],
);
const music = screen(
  () => import('../features/music/routes/music-screen'),
  (m) => m.MusicScreen,
  ['music'],
);
const album = screen(
  () => import('../features/music/routes/album-screen'),
  (m) => m.AlbumScreen,
  ['music', 'catalog'],
);
const track = screen(
  () => import('../features/music/routes/track-screen'),
  (m) => m.TrackScreen,
  ['music', 'player'],
);
const events = screen(
  () => import('../features/events/routes/events-screen'),
  (m) => m.EventsScreen,
  ['events'],
);
const event = screen(
  () => import('../features/events/routes/event-screen'),
  (m) => m.EventScreen,
  ['events', 'meetGreet', 'payment'],
);
const liveEvent = screen(
  () => import('../features/events/routes/live-event-screen'),
  (m) => m.LiveEventScreen,
  ['events', 'payment'],
);
const shopList = screen(
  () => import('../features/shop/routes/shop-list-screen'),
  (m) => m.ShopListScreen,
  ['shop'],
);
const productTee = screen(
  () => import('../features/shop/routes/product-tee-screen'),
  (m) => m.ProductTeeScreen,
  ['shop', 'shopping'],
);
const productVinyl = screen(
  () => import('../features/shop/routes/product-vinyl-screen'),
  (m) => m.ProductVinylScreen,
  ['shop', 'shopping'],
);
const cart = screen(
  () => import('../features/shop/routes/cart-screen'),
  (m) => m.CartScreen,
  ['shop', 'shopping', 'payment'],
);
const orderConfirmation = screen(
  () => import('../features/orders/routes/order-confirmation-screen'),
  (m) => m.OrderConfirmationScreen,
  ['orders'],
);
const orders = screen(
  () => import('../features/orders/routes/orders-screen'),
  (m) => m.OrdersScreen,
  ['orders'],
);
// /tickets opens with no signal (issue 31): its code is precached, the meet & greet passes' texts
// are not, so they come if they can and a failed fetch does not keep the tickets from showing.
const tickets = screen(
  () =>
    import('../features/orders/routes/tickets-screen').then(async (m) => {
      await loadRouteMessages(['meetGreet']).catch(() => undefined);
      return m;
    }),
  (m) => m.TicketsScreen,
  ['orders'],
);
// 'payment': the payment error and 'subscription not changed' toasts of a plan chosen here.
const subscribe = screen(
  () => import('../features/subscriptions/routes/subscribe-screen'),
  (m) => m.SubscribeScreen,
  ['subscriptions', 'payment'],
);
const subscriptionCheckout = screen(
  () => import('../features/subscriptions/routes/checkout-screen'),
  (m) => m.CheckoutScreen,
  ['billing', 'payment'],
);
const paymentSuccess = screen(
  () => import('../features/subscriptions/routes/payment-success-screen'),
  (m) => m.PaymentSuccessScreen,
  ['billing'],
);
const paymentCancelled = screen(
  () => import('../features/subscriptions/routes/payment-cancelled-screen'),
  (m) => m.PaymentCancelledScreen,
  ['billing'],
);
const manageSubscription = screen(
  () => import('../features/subscriptions/routes/manage-subscription-screen'),
  (m) => m.ManageSubscriptionScreen,
  ['billing', 'payment'],
);
const profile = screen(
  () => import('../features/profile/routes/profile-screen'),
  (m) => m.ProfileScreen,
  ['profile'],
);
const settings = screen(
  () => import('../features/profile/routes/settings-screen'),
  (m) => m.SettingsScreen,
  ['profile'],
);
const editProfile = screen(
  () => import('../features/profile/routes/edit-profile-screen'),
  (m) => m.EditProfileScreen,
  ['profile'],
);
const admin = screen(
  () => import('../features/admin/routes/admin-screen'),
  (m) => m.AdminScreen,
  ['admin', 'supportThread', 'meetGreet', 'orders'],
);
const door = screen(
  () => import('../features/door/routes/door-screen'),
  (m) => m.DoorScreen,
  ['door'],
);
const hotspot = screen(
  () => import('../features/hotspots/routes/hotspot-screen'),
  (m) => m.HotspotScreen,
  ['hotspots', 'catalog', 'promo'],
);
const gifts = screen(
  () => import('../features/gifts/routes/gifts-routes'),
  (m) => m.GiftsRoutes,
  ['gifts', 'payment'],
);
const support = screen(
  () => import('../features/support/routes/support-screen'),
  (m) => m.SupportScreen,
  ['support', 'supportThread'],
);
const newSupport = screen(
  () => import('../features/support/routes/new-support-screen'),
  (m) => m.NewSupportScreen,
  ['support', 'supportThread'],
);
const supportConversation = screen(
  () => import('../features/support/routes/conversation-screen'),
  (m) => m.ConversationScreen,
  ['support', 'supportThread'],
);
const terms = screen(
  () => import('../features/legal/routes/terms-screen'),
  (m) => m.TermsScreen,
  ['legal'],
);
const privacy = screen(
  () => import('../features/legal/routes/privacy-screen'),
  (m) => m.PrivacyScreen,
  ['legal'],
);

/** While the first screen's code loads: the shell's text, as no screen's texts are loaded yet. */
function LoadingFallback() {
  const t = useT();
  return <FullScreenSpinner label={t('app.loading')} />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    // Shown while the first screen's code loads (routes are lazy).
    hydrateFallbackElement: <LoadingFallback />,
    children: [
      { path: paths.landing, lazy: landing, loader: landingLoader },
      { path: paths.login, lazy: login, loader: warmLogin },
      { path: paths.signup, lazy: signup },
      { path: paths.checkInbox, lazy: checkInbox },
      { path: paths.forgotPassword, lazy: forgotPassword },
      { path: paths.resetPassword, lazy: resetPassword },
      {
        element: <NavLayout />,
        children: [
          {
            // A failed tab renders its error inside the layout: the bottom bar stays.
            errorElement: <ErrorScreen inShell />,
            children: [
              { path: paths.dashboard, lazy: dashboard, loader: warmDashboard },
              { path: paths.events, lazy: events, loader: warmEvents },
              { path: paths.mediaHub, lazy: mediaHub },
              { path: paths.shopList, lazy: shopList, loader: warmShopList },
              { path: paths.profile, lazy: profile },
              { path: paths.settings, lazy: settings },
            ],
          },
        ],
      },
      { path: paths.live, lazy: liveWatch },
      { path: paths.home, lazy: feed, loader: warmFeed },
      { path: '/home/posts/:id', lazy: post },
      { path: paths.inbox, lazy: inbox },
      { path: paths.notificationSettings, lazy: notificationSettings },
      { path: paths.music, lazy: music, loader: warmMusic },
      { path: '/album/:id', lazy: album },
      { path: '/track/:id', lazy: track },
      { path: '/event/:id', lazy: event },
      { path: paths.eventDetail, lazy: event },
      { path: '/live-event/:id', lazy: liveEvent },
      { path: paths.rollingLoud, lazy: liveEvent },
      { path: paths.twogetherLand, lazy: liveEvent },
      { path: paths.coachella, lazy: liveEvent },
      { path: paths.souledOut, lazy: liveEvent },
      { path: paths.productTee, lazy: productTee },
      { path: paths.productVinyl, lazy: productVinyl },
      { path: paths.cart, lazy: cart },
      { path: paths.orderConfirmation, lazy: orderConfirmation },
      { path: paths.orders, lazy: orders },
      { path: paths.tickets, lazy: tickets },
      { path: paths.subscribe, lazy: subscribe, loader: warmSubscribe },
      { path: paths.subscriptionCheckout, lazy: subscriptionCheckout },
      { path: paths.paymentSuccess, lazy: paymentSuccess },
      { path: paths.paymentCancelled, lazy: paymentCancelled },
      { path: paths.manageSubscription, lazy: manageSubscription },
      { path: paths.editProfile, lazy: editProfile },
      { path: paths.carousel, lazy: hotspot },
      { path: paths.shop, lazy: hotspot },
      { path: paths.videoPlayer1, lazy: hotspot },
      { path: paths.videoPlayer2, lazy: hotspot },
      { path: paths.musicPlayer, lazy: hotspot },
      { path: '/gifts/*', lazy: gifts },
      { path: paths.support, lazy: support },
      { path: '/support/new', lazy: newSupport },
      { path: '/support/:id', lazy: supportConversation },
      { path: paths.terms, lazy: terms },
      { path: paths.privacy, lazy: privacy },
      {
        element: <AdminGuard />,
        children: [
          { path: paths.admin, lazy: admin },
          { path: paths.moderation, lazy: moderation },
        ],
      },
      { element: <DoorGuard />, children: [{ path: paths.door, lazy: door }] },
      { path: '*', lazy: notFound },
    ],
  },
];
