import { gameOfContent, type GameAppLink } from '@points/contracts';
import { platformServes } from '../users/linked-apps';
import type { CatalogueItem, CatalogueVariant } from './catalogue';

/** The variant the player would receive, and the linked game app it goes to. */
export function variantFor(
  item: CatalogueItem,
  gameApps: GameAppLink[],
): { variant: CatalogueVariant; app: GameAppLink } | null {
  for (const variant of item.variants) {
    const app = gameApps.find(
      (candidate) =>
        candidate.content_id === variant.contentId &&
        platformServes(variant.platform, candidate.platform),
    );
    if (app) return { variant, app };
  }
  return null;
}

/** Whether the player linked the game an item is for, on any platform. */
export function linksGameOf(item: CatalogueItem, gameApps: GameAppLink[]): boolean {
  const games = new Set(item.variants.map((variant) => gameOfContent(variant.contentId)));
  return gameApps.some((app) => games.has(gameOfContent(app.content_id)));
}
