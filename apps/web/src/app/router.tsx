import { createBrowserRouter, type RouteObject } from 'react-router';
import { TokenPage } from '../features/auth/pages/token-page';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { HomePage } from '../features/home/home-page';
import { Layout } from './layout';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'token', element: <TokenPage /> },
      { path: 'error', element: <ErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
