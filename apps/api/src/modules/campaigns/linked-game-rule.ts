import { gameOfContent, type GameAppLink, type LinkedGameRule } from '@points/contracts';

/** A campaign's linked-game requirement: the rule and the games it names. */
export interface LinkedGameRequirement {
  rule: LinkedGameRule;
  /** Game names (`efootball`, `efcs`, `jcc`); empty for `none`, one for `one`. */
  games: readonly string[];
}

/** Whether a player's linked games meet a requirement, and if not, what would. */
export interface LinkedGameCheck {
  met: boolean;
  /** The named games the player has not linked, in the campaign's order. */
  missing: string[];
  /** How many of `missing` the player must still link (for `any`: one of them). */
  stillNeeded: number;
}

/**
 * Checks the games a player linked (their content ids, any platform) against a campaign's rule.
 * The answer says what to link, so a page can say "link Champion Squads to take part".
 */
export function checkLinkedGames(
  requirement: LinkedGameRequirement,
  gameApps: readonly Pick<GameAppLink, 'content_id'>[],
): LinkedGameCheck {
  const linked = new Set(gameApps.map((app) => gameOfContent(app.content_id)));
  const named = [...new Set(requirement.games)];
  const missing = named.filter((game) => !linked.has(game));
  const have = named.length - missing.length;
  const needed = {
    none: 0,
    one: Math.min(1, named.length),
    any: Math.min(1, named.length),
    all: named.length,
    at_least_two: Math.min(2, named.length),
  }[requirement.rule];
  const stillNeeded = Math.max(0, needed - have);
  return {
    met: stillNeeded === 0,
    missing: stillNeeded === 0 ? [] : missing,
    stillNeeded,
  };
}
