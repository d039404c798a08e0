import type { ConsoleRoute } from '../../lib/console-route';

/** The contact screens (being built: see issue 13). */
export const routes: ConsoleRoute[] = [];
