import type { ConsoleRoute } from '../../lib/console-route';
import { ItemEditPage } from './pages/item-edit-page';
import { ItemListPage } from './pages/item-list-page';

/** The shop's items: their list and each item's edit form. */
export const routes: ConsoleRoute[] = [
  { path: 'catalogue/items', element: <ItemListPage />, nav: { label: 'nav', order: 20 } },
  { path: 'catalogue/items/new', element: <ItemEditPage /> },
  { path: 'catalogue/items/:id', element: <ItemEditPage /> },
];
