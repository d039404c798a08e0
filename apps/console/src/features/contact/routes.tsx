import type { ConsoleRoute } from '../../lib/console-route';
import './contact.css';
import { ContactListPage } from './pages/contact-list-page';
import { ContactMessagePage } from './pages/contact-message-page';

/** The contact inbox: messages from the contact form and their status. */
export const routes: ConsoleRoute[] = [
  { path: 'contact', element: <ContactListPage />, nav: { label: 'nav', order: 40 } },
  { path: 'contact/:id', element: <ContactMessagePage /> },
];
