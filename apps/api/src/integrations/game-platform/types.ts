/** The game platform, seen from the points site: where items go, and what it knows of players. */

export type DeliveryPlatform = 'steam' | 'mobile';

export interface DeliveryRequest {
  /** Our exchange id: the platform delivers each id at most once, however often it is sent. */
  deliveryId: string;
  contentId: string;
  gameUserId: string;
  sku: string;
  platform: DeliveryPlatform;
}

export type DeliveryResult =
  | { ok: true }
  /** `permanent`: sending again cannot succeed (deleted account, unknown product…). */
  | { ok: false; permanent: boolean; reason: string };

export interface GameAccountStatus {
  /** The platform knows this game user id for this game. */
  exists: boolean;
  /** The game account was deleted: its data is gone. */
  deleted: boolean;
  /** The country chosen in the game, lower case, or null when unknown. */
  country: string | null;
  /** Item delivery is available for this account. */
  featureAvailable: boolean;
}

export interface GamePlatformGateway {
  /** Puts the item in the player's in-game inbox. */
  deliver(request: DeliveryRequest): Promise<DeliveryResult>;
  /** Whether an earlier delivery with this id reached the inbox. */
  wasDelivered(deliveryId: string): Promise<boolean>;
  accountStatus(contentId: string, gameUserId: string): Promise<GameAccountStatus>;
  /** The game is under maintenance: nothing can be exchanged for it now. */
  inMaintenance(contentId: string): Promise<boolean>;
  /** What the game counted of a player for a goal (matches played…) in [from, to). */
  goalProgress(request: GoalProgressRequest): Promise<number>;
}

/** A question about an in-game goal: one metric of one game account over one period. */
export interface GoalProgressRequest {
  contentId: string;
  gameUserId: string;
  /** `matches_played`, `matches_won`, `goals_scored`. */
  metric: string;
  from: Date;
  to: Date;
}
