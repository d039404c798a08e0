import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NOT_FOUND, ROUTES } from './route-table';
import { Shell } from './shell/shell';

// The console's "preview as" page: outside the shell, loaded only when opened.
const ContentPreviewPage = lazy(async () => ({
  default: (await import('./preview/content-preview-page')).ContentPreviewPage,
}));

/** The router, rendered from the one route table (route-table.tsx). */
export function SiteRoutes() {
  return (
    <Routes>
      <Route path="preview/content/:id" element={<ContentPreviewPage />} />
      <Route element={<Shell />}>
        {ROUTES.map(({ page, path, component: Page }) =>
          path === '/' ? (
            <Route key={page} index element={<Page />} />
          ) : (
            <Route key={page} path={path.slice(1)} element={<Page />} />
          ),
        )}
        <Route path="*" element={<NOT_FOUND.component />} />
      </Route>
    </Routes>
  );
}
