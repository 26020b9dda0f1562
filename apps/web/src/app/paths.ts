// Every client path is defined here once; components build links from these, never by hand.
export const paths = {
  landing: '/',
  /** The spec's URL for the subscription checkout (plan, card, pay). */
  subscriptionCheckout: '/auth',
  signup: '/signup',
  /** After sign-up: "Check your inbox", with the address in ?email= (reload-safe). */
  checkInbox: '/check-inbox',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  music: '/music',
  /** The member's liked songs, a section of /music (the profile's Liked Songs tile). */
  likedSongs: '/music#liked-songs',
  events: '/events',
  subscribe: '/subscribe',
  /** Give a membership (issue 33); /gifts/claim and /gifts/invite are the mails' links. */
  gifts: '/gifts',
  paymentSuccess: '/payment-success',
  paymentCancelled: '/payment-cancelled',
  album: (id: string) => `/album/${encodeURIComponent(id)}`,
  latestAlbum: '/album/latest',
  track: (id: string) => `/track/${encodeURIComponent(id)}`,
  event: (id: string) => `/event/${encodeURIComponent(id)}`,
  dashboard: '/dashboard',
  home: '/home',
  /** One post of the club's feed, with its comments; `#comment-<id>` scrolls to one. */
  post: (id: string) => `/home/posts/${encodeURIComponent(id)}`,
  inbox: '/inbox',
  notificationSettings: '/settings/notifications',
  moderation: '/admin/moderation',
  profile: '/profile',
  carousel: '/carousel',
  shop: '/shop',
  videoPlayer1: '/video-player-1',
  videoPlayer2: '/video-player-2',
  musicPlayer: '/music-player',
  productTee: '/product-tee',
  productVinyl: '/product-vinyl',
  eventDetail: '/event-detail',
  settings: '/settings',
  shopList: '/shop-list',
  mediaHub: '/media-hub',
  /** The live stream full screen, as a phone app shows it (Join opens it; ADR 033). */
  live: '/media-hub/live',
  cart: '/cart',
  orderConfirmation: '/order-confirmation',
  orderConfirmationFor: (id: string) => `/order-confirmation?id=${encodeURIComponent(id)}`,
  orders: '/orders',
  tickets: '/tickets',
  editProfile: '/edit-profile',
  manageSubscription: '/manage-subscription',
  rollingLoud: '/rolling-loud',
  twogetherLand: '/twogether-land',
  coachella: '/coachella',
  souledOut: '/souled-out',
  admin: '/admin',
  /** The staff check-in screen (issue 30): admin, artist and the staff role. */
  door: '/door',
  /** Priority support: the member's conversations with the team (issue 30). */
  support: '/support',
  supportConversation: (id: string) => `/support/${encodeURIComponent(id)}`,
  /**
   * A new support message, about one of the member's orders, tickets or payments when the screen
   * it starts from is about one, and with a subject to start from.
   */
  contactSupport: (
    o: { about?: { kind: 'order' | 'ticket' | 'payment'; id: string }; subject?: string } = {},
  ) => {
    const query = new URLSearchParams();
    if (o.about) {
      query.set('about', o.about.kind);
      query.set('id', o.about.id);
    }
    if (o.subject) query.set('subject', o.subject);
    const text = query.toString();
    return text ? `/support/new?${text}` : '/support/new';
  },
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** Screens that show the bottom navigation bar (spec section 2). */
export const bottomNavPaths: readonly string[] = [
  paths.dashboard,
  paths.events,
  paths.mediaHub,
  paths.shopList,
  paths.profile,
  paths.settings,
];
