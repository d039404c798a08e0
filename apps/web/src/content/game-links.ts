/**
 * The three game cards of the links section (SPEC.md §3, Link card). Titles are the games' own
 * names, so they are not translated; the artwork is ours. The URLs are the stores' public pages.
 */
export interface GameLink {
  id: string;
  title: string;
  platform: 'mobile' | 'pc' | 'console';
  url: string;
  art: 'pitch' | 'cards' | 'league';
}

export const GAME_LINKS: readonly GameLink[] = [
  {
    id: 'efm',
    title: 'Pitch Legends',
    platform: 'mobile',
    url: 'https://games.example/pitch-legends',
    art: 'pitch',
  },
  {
    id: 'efcs',
    title: 'Champion Squads',
    platform: 'mobile',
    url: 'https://games.example/champion-squads',
    art: 'cards',
  },
  {
    id: 'jcc',
    title: 'League Club Manager',
    platform: 'pc',
    url: 'https://games.example/league-club-manager',
    art: 'league',
  },
];
