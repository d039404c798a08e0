/**
 * Where the game banner appears (SPEC.md §2, Game banner) on routes that show it, for signed-in
 * players; the banner feature fills it. Empty, it takes no room.
 */
export function GameBannerSlot({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return <div className="game-banner-slot" data-testid="game-banner-slot" />;
}
