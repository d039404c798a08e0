import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupI18n } from './lib/i18n';
import { fetchLocale } from './lib/locale-files';
import { loadSiteConfig } from './lib/site-config';
import './styles/global.css';

// The page's language and the site configuration arrive together, before the first render.
await Promise.all([setupI18n(fetchLocale), loadSiteConfig()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
);
