import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import type { JobRunner } from '../../jobs/job-runner';
import type { GameAccountCache } from '../../integrations/game-platform/game-accounts';
import type { CampaignCatalogueStore } from '../campaigns/campaign-catalogue';
import type { GoalProgressReader } from '../campaigns/goal-progress';
import type { CouponCatalogueStore } from '../coupons/coupon-catalogue';
import type { FestivalCatalogueStore } from '../festival/festival-catalogue';
import type { LotteryCatalogueStore } from '../lottery/lottery-catalogue';
import type { CatalogueCache } from '../items/catalogue';
import type { HistoryRegistry } from '../points/history-registry';
import type { Ledger } from '../points/ledger';
import type { SiteSettings } from '../site-config/site-settings';
import type { ContentStore } from '../published-content/content-store';

/** What the console's routes reach: the same stores and use-cases the player API uses. */
export interface ConsoleDeps {
  config: Config;
  db: Database;
  ledger: Ledger;
  clock: () => Date;
  jobs: JobRunner;
  gateway: GamePlatformGateway;
  history: HistoryRegistry;
  /** Published content; a console write invalidates it on this node, the revision on the others. */
  content: ContentStore;
  coupons: CouponCatalogueStore;
  campaigns: CampaignCatalogueStore;
  lotteries: LotteryCatalogueStore;
  festivals: FestivalCatalogueStore;
  gameAccounts: GameAccountCache;
  goalProgress: GoalProgressReader;
  catalogue: CatalogueCache;
  siteSettings: SiteSettings;
}
