import type { ConsoleRoute } from '../../lib/console-route';
import { ContentEditPage } from './pages/content-edit-page';
import { ContentListPage } from './pages/content-list-page';

/** The content screens: the list, and a content to read, edit, publish and preview. */
export const routes: ConsoleRoute[] = [
  { path: 'content', element: <ContentListPage />, nav: { label: 'nav', order: 10 } },
  { path: 'content/new', element: <ContentEditPage /> },
  { path: 'content/:id', element: <ContentEditPage /> },
];
