import type { Config } from '../config';
import type { ChangeNotices } from '../db/change-notices';
import type { Database } from '../db/database';
import { createSessionCache, type SessionCache } from '../modules/auth/session-cache';
import {
  createCampaignCatalogueStore,
  type CampaignCatalogueStore,
} from '../modules/campaigns/campaign-catalogue';
import {
  createCouponCatalogueStore,
  type CouponCatalogueStore,
} from '../modules/coupons/coupon-catalogue';
import { createCouponStockCache, type CouponStockCache } from '../modules/coupons/coupon-stock';
import {
  createFestivalCatalogueStore,
  type FestivalCatalogueStore,
} from '../modules/festival/festival-catalogue';
import { createCatalogueCache, type CatalogueCache } from '../modules/items/catalogue';
import {
  createLotteryCatalogueStore,
  type LotteryCatalogueStore,
} from '../modules/lottery/lottery-catalogue';
import { createSiteSettings, type SiteSettings } from '../modules/site-config/site-settings';
import { createContentStore, type ContentStore } from '../modules/published-content/content-store';
import { createPlayerFacts, type PlayerFacts } from '../modules/users/player-facts';

/** What each node keeps in memory, made once and handed to every route that reads it. */
export interface Stores {
  /** The item catalogue. */
  catalogue: CatalogueCache;
  /** Published content. */
  content: ContentStore;
  /** The coupon catalogue. */
  coupons: CouponCatalogueStore;
  /** Issued and free codes per coupon, kept briefly (1 s). */
  couponStock: CouponStockCache;
  /** The campaigns and fixed campaign pages. */
  campaigns: CampaignCatalogueStore;
  /** The lottery campaigns, lotteries and draws. */
  lotteries: LotteryCatalogueStore;
  /** The published festivals. */
  festivals: FestivalCatalogueStore;
  /** Sessions, kept briefly. */
  sessions: SessionCache;
  /** Players' own facts, kept briefly while they write nothing. */
  playerFacts: PlayerFacts;
  /** The run-time settings (the maintenance switch). */
  siteSettings: SiteSettings;
}

/** Each store as given (tests bring their own), or made from the configuration. */
export function createStores(
  config: Config,
  db: Database,
  notices: ChangeNotices | undefined,
  given: Partial<Stores>,
): Stores {
  const snapshots = { refreshMs: config.contentRefreshMs, notices };
  return {
    catalogue: given.catalogue ?? createCatalogueCache(db, config.contentRefreshMs, notices),
    content: given.content ?? createContentStore(db, snapshots),
    coupons: given.coupons ?? createCouponCatalogueStore(db, snapshots),
    couponStock: given.couponStock ?? createCouponStockCache(db, 1000),
    campaigns: given.campaigns ?? createCampaignCatalogueStore(db, snapshots),
    lotteries: given.lotteries ?? createLotteryCatalogueStore(db, snapshots),
    festivals: given.festivals ?? createFestivalCatalogueStore(db, snapshots),
    sessions:
      given.sessions ??
      createSessionCache({ ttlMs: config.sessionCacheMs, maxEntries: 100_000, notices }),
    playerFacts:
      given.playerFacts ??
      createPlayerFacts({ ttlMs: config.playerFactsCacheMs, maxPlayers: 100_000, notices }),
    siteSettings:
      given.siteSettings ??
      createSiteSettings(db, { ...snapshots, forcedMaintenance: config.site.maintenance }),
  };
}
