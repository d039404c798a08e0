import type { Language } from '@points/contracts';

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
  /** The catalogue as this player sees it (states depend on the balance and limits). */
  items: ['items'] as const,
  itemGroups: (language: Language, signedIn: boolean) =>
    ['items', 'groups', language, signedIn] as const,
  item: (id: string, language: Language, signedIn: boolean) =>
    ['items', 'item', id, language, signedIn] as const,
};
