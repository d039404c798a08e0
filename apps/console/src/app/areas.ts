import type { ConsoleArea } from '../lib/console-route';
import { routes as audit } from '../features/audit/routes';
import { routes as contact } from '../features/contact/routes';
import { routes as content } from '../features/content/routes';
import { routes as coupons } from '../features/coupons/routes';
import { routes as earning } from '../features/earning/routes';
import { routes as festivals } from '../features/festivals/routes';
import { routes as items } from '../features/items/routes';
import { routes as lotteries } from '../features/lotteries/routes';
import { routes as maintenance } from '../features/maintenance/routes';
import { routes as notifications } from '../features/notifications/routes';
import { routes as players } from '../features/players/routes';

/** Every area of the console: a new feature adds its routes (and i18n namespace) here. */
export const AREAS: ConsoleArea[] = [
  { namespace: 'content', routes: content },
  { namespace: 'items', routes: items },
  { namespace: 'coupons', routes: coupons },
  { namespace: 'earning', routes: earning },
  { namespace: 'lotteries', routes: lotteries },
  { namespace: 'festivals', routes: festivals },
  { namespace: 'players', routes: players },
  { namespace: 'notifications', routes: notifications },
  { namespace: 'contact', routes: contact },
  { namespace: 'maintenance', routes: maintenance },
  { namespace: 'audit', routes: audit },
];
