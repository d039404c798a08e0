import type { ReactElement } from 'react';

/** A page of the console, as each feature lists its own (`features/<area>/routes.tsx`). */
export interface ConsoleRoute {
  /** Relative to /console/, e.g. `content` or `content/:id`. */
  path: string;
  element: ReactElement;
  /** Shown in the navigation: an i18n key of the feature's namespace, and its place. */
  nav?: { label: string; order: number };
}

/** A feature's routes with the i18n namespace its navigation labels are in. */
export interface ConsoleArea {
  namespace: string;
  routes: ConsoleRoute[];
}
