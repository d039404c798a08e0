import { describe, expect, it } from 'vitest';
import { LINKED_GAME_RULES, type LinkedGameRule } from '@points/contracts';
import { checkLinkedGames } from './linked-game-rule';

const GAMES = ['efootball', 'efcs', 'jcc'];
/** A player's links, by content id: the football game on Steam counts as the football game. */
const PLAYERS = {
  none: [],
  one: [{ content_id: 'efs' }],
  two: [{ content_id: 'efm' }, { content_id: 'jcc' }],
  all: [{ content_id: 'efm' }, { content_id: 'efcs' }, { content_id: 'jcc' }],
} as const;

describe('linked-game rules against players linked to none, one, two and all games', () => {
  // rule → games it names → which players meet it
  const cases: Array<[LinkedGameRule, string[], Record<keyof typeof PLAYERS, boolean>]> = [
    ['none', [], { none: true, one: true, two: true, all: true }],
    ['one', ['efcs'], { none: false, one: false, two: false, all: true }],
    ['one', ['efootball'], { none: false, one: true, two: true, all: true }],
    ['any', GAMES, { none: false, one: true, two: true, all: true }],
    ['all', GAMES, { none: false, one: false, two: false, all: true }],
    ['at_least_two', GAMES, { none: false, one: false, two: true, all: true }],
  ];
  for (const [rule, games, expected] of cases) {
    it(`${rule} of [${games.join(', ')}]`, () => {
      const met = Object.fromEntries(
        Object.entries(PLAYERS).map(([player, apps]) => [
          player,
          checkLinkedGames({ rule, games }, apps).met,
        ]),
      );
      expect(met).toEqual(expected);
    });
  }

  it('covers every rule', () => {
    expect(new Set(cases.map(([rule]) => rule))).toEqual(new Set(LINKED_GAME_RULES));
  });

  it('says what to link, and how many', () => {
    expect(checkLinkedGames({ rule: 'one', games: ['efcs'] }, PLAYERS.two)).toEqual({
      met: false,
      missing: ['efcs'],
      stillNeeded: 1,
    });
    expect(checkLinkedGames({ rule: 'all', games: GAMES }, PLAYERS.one)).toEqual({
      met: false,
      missing: ['efcs', 'jcc'],
      stillNeeded: 2,
    });
    // Any one of the games not linked yet will do.
    expect(checkLinkedGames({ rule: 'any', games: ['efcs', 'jcc'] }, PLAYERS.one)).toEqual({
      met: false,
      missing: ['efcs', 'jcc'],
      stillNeeded: 1,
    });
    expect(checkLinkedGames({ rule: 'at_least_two', games: GAMES }, PLAYERS.one)).toEqual({
      met: false,
      missing: ['efcs', 'jcc'],
      stillNeeded: 1,
    });
    expect(checkLinkedGames({ rule: 'all', games: GAMES }, PLAYERS.all)).toEqual({
      met: true,
      missing: [],
      stillNeeded: 0,
    });
  });

  it('counts a game once whatever platforms it is linked on, and a name listed twice once', () => {
    const both = [{ content_id: 'efm' }, { content_id: 'efs' }];
    expect(checkLinkedGames({ rule: 'at_least_two', games: GAMES }, both).met).toBe(false);
    expect(
      checkLinkedGames({ rule: 'all', games: ['efootball', 'efootball'] }, PLAYERS.one).met,
    ).toBe(true);
  });
});
