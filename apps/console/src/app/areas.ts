import type { ConsoleArea } from '../lib/console-route';
import { routes as audit } from '../features/audit/routes';
import { routes as catalogue } from '../features/catalogue/routes';
import { routes as contact } from '../features/contact/routes';
import { routes as content } from '../features/content/routes';
import { routes as maintenance } from '../features/maintenance/routes';
import { routes as players } from '../features/players/routes';

/** Every area of the console: a new feature adds its routes (and i18n namespace) here. */
export const AREAS: ConsoleArea[] = [
  { namespace: 'content', routes: content },
  { namespace: 'catalogue', routes: catalogue },
  { namespace: 'players', routes: players },
  { namespace: 'contact', routes: contact },
  { namespace: 'maintenance', routes: maintenance },
  { namespace: 'audit', routes: audit },
];
