import type { ConsoleRoute } from '../../lib/console-route';

/** The catalogue screens (being built: see issue 13). */
export const routes: ConsoleRoute[] = [];
