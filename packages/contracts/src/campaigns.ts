import { z } from 'zod';

/**
 * Which linked games a campaign asks of a player (SPEC.md §6): none, one named game, any of
 * several, all of several, or at least two of several. Games are named as `GAME_OF_CONTENT`
 * names them (`efootball`, `efcs`, `jcc`), so a game linked on any platform counts.
 */
export const LINKED_GAME_RULES = ['none', 'one', 'any', 'all', 'at_least_two'] as const;
export const LinkedGameRule = z.enum(LINKED_GAME_RULES);
export type LinkedGameRule = z.infer<typeof LinkedGameRule>;
