import { en } from './en';
import type { PageStrings } from './page-strings';

/** English as the US writes it: the site's en-us words for the programme and the address. */
export const enUs: PageStrings = {
  ...en,
  termsTitle: 'Points program terms',
  termsText:
    'Hello {nickname}. To collect and spend points, please agree to the points program terms: points are earned through campaigns, spent on items, coupons and lottery entries, expire after a period stated on the site, and have no cash value.',
  familyName: 'Last name',
  givenName: 'First name',
  postalCode: 'ZIP code',
  region: 'State',
  street: 'Street address',
  building: 'Apt, suite or unit',
  gamesStoreTitle: 'Game store',
  gamesStoreText:
    'The publisher’s game store for players in Japan aged 18 and over. This is the local stand-in: the real store sells games and in-game currency for Pitch Legends, Champion Squads and League Club Manager.',
};
