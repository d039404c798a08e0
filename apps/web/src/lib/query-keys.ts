import type { CouponHistoryQuery, Language } from '@points/contracts';

type CouponHistoryFilter = CouponHistoryQuery['filter'];

/**
 * Every key of the SPA's server state, in one place: queries read with them, and each mutation
 * invalidates through them what it changed (a prefix invalidates everything under it).
 */
export const queryKeys = {
  authConfig: ['auth', 'config'] as const,
  /** The balance and everything that explains it. */
  points: ['points'] as const,
  pointBalance: ['points', 'balance'] as const,
  pointHistory: (page: number, language: Language) =>
    ['points', 'history', page, language] as const,
  pointExpiry: ['points', 'expiry'] as const,
  /** The player's notifications: the list (the header's count is the balance's `/point`). */
  notifications: ['notifications'] as const,
  notificationList: (language: Language) => ['notifications', 'list', language] as const,
  notificationSettings: ['notifications', 'settings'] as const,
  /** The catalogue as this player sees it (states depend on the balance and limits). */
  items: ['items'] as const,
  itemGroups: (language: Language, signedIn: boolean) =>
    ['items', 'groups', language, signedIn] as const,
  item: (id: string, language: Language, signedIn: boolean) =>
    ['items', 'item', id, language, signedIn] as const,
  /** Coupons as this player sees them (states depend on the balance, limits and holdings). */
  coupons: ['coupons'] as const,
  couponMeasures: (language: Language, signedIn: boolean) =>
    ['coupons', 'measures', language, signedIn] as const,
  couponMeasure: (id: string, language: Language, signedIn: boolean) =>
    ['coupons', 'measure', id, language, signedIn] as const,
  couponHistory: (filter: CouponHistoryFilter, page: number, language: Language) =>
    ['coupons', 'history', filter, page, language] as const,
  /** Campaigns as this player sees them (states depend on grants, links and progress). */
  campaigns: ['campaigns'] as const,
  campaignList: (filter: 'all' | 'claimable', language: Language, signedIn: boolean) =>
    ['campaigns', 'list', filter, language, signedIn] as const,
  campaign: (id: string, language: Language, signedIn: boolean) =>
    ['campaigns', 'campaign', id, language, signedIn] as const,
  campaignPage: (id: string, language: Language) => ['campaign-pages', id, language] as const,
  /** The festival as this player sees it (pre-registration, draw, registration, reward). */
  festivals: ['festivals'] as const,
  festivalList: (language: Language, filter: 'all' | 'claimable') =>
    ['festivals', 'list', language, filter] as const,
  festival: (id: string, language: Language, signedIn: boolean) =>
    ['festivals', 'festival', id, language, signedIn] as const,
  festivalRegistration: (id: string, role: 'visitor' | 'companion', language: Language) =>
    ['festivals', 'registration', id, role, language] as const,
  festivalReward: (id: string, language: Language) =>
    ['festivals', 'reward', id, language] as const,
  /** Lotteries as this player sees them (states depend on entries, results and the balance). */
  lotteries: ['lotteries'] as const,
  lotteryCampaigns: (language: Language, signedIn: boolean) =>
    ['lotteries', 'campaigns', language, signedIn] as const,
  lotteryCampaign: (id: string, language: Language, signedIn: boolean) =>
    ['lotteries', 'campaign', id, language, signedIn] as const,
  lottery: (id: string, language: Language, signedIn: boolean) =>
    ['lotteries', 'lottery', id, language, signedIn] as const,
  winnerAddress: (id: string, language: Language) =>
    ['lotteries', 'address', id, language] as const,
  /** News, topics, popups, banners: what the site publishes. */
  content: ['content'] as const,
  notices: (page: number, perPage: number, language: Language, viewer: string) =>
    ['content', 'notices', page, perPage, language, viewer] as const,
  notice: (id: string, language: Language, viewer: string) =>
    ['content', 'notice', id, language, viewer] as const,
  topics: (page: number, perPage: number, language: Language, viewer: string) =>
    ['content', 'topics', page, perPage, language, viewer] as const,
  topic: (id: string, language: Language, viewer: string) =>
    ['content', 'topic', id, language, viewer] as const,
  carousel: (language: Language, country: string) =>
    ['content', 'carousel', language, country] as const,
  gameBanner: (language: Language, viewer: string) =>
    ['content', 'game-banner', language, viewer] as const,
  popup: (language: Language, viewer: string) => ['content', 'popup', language, viewer] as const,
  /** The games store: the landing, and what the store promotion knows of the player. */
  landing: (viewer: string) => ['games-store', 'landing', viewer] as const,
  storePromotion: (viewer: string) => ['games-store', 'promotion', viewer] as const,
};
