// First: the shared styles come before every component's own, which may refine them.
import '../styles/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { ResourceKey } from 'i18next';
import type { Language } from '@points/contracts/constants';
import { onSessionEnded } from '../lib/api-client';
import { setupI18n } from '../lib/i18n';
import { fetchLocale } from '../lib/locale-files';
import { endSessionInPlace } from '../lib/session-ended';
import type { SiteConfig } from '../lib/site-config';
import { App } from './app';

/** Renders the SPA once the page's language strings and the site configuration have arrived. */
export async function mount(started: {
  language: Language;
  strings: Promise<ResourceKey>;
  siteConfig: Promise<SiteConfig>;
}): Promise<void> {
  // A 401 ends the session in place; set here so the API client imports no page behaviour.
  onSessionEnded(endSessionInPlace);
  await Promise.all([
    setupI18n(
      (language) => (language === started.language ? started.strings : fetchLocale(language)),
      started.language,
    ),
    started.siteConfig,
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  );
}
