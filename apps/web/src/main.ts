/**
 * The page's first script, kept tiny: it starts fetching the page's language and the site
 * configuration at once, and the page's content and module, while the application (preloaded by
 * the HTML) is still downloading, so the first render does not wait for another round trip.
 */
import { STORAGE_KEYS } from '@points/contracts/constants';
import { preloadPage } from './app/page-modules';
import { requestPageContentEarly } from './lib/content-requests';
import { detectLanguage } from './lib/language';
import { fetchLocale } from './lib/locale-files';
import { loadSiteConfig } from './lib/site-config';

const language = detectLanguage(localStorage.getItem(STORAGE_KEYS.lang), navigator.languages ?? []);
const strings = fetchLocale(language);
const siteConfig = loadSiteConfig();
// Nobody may wait on a rejected promise unobserved; mount() reports failures itself.
strings.catch(() => {});
requestPageContentEarly(window.location.pathname, window.location.search, language);
// The opened page's own module, beside the application's rather than once it has rendered.
preloadPage(window.location.pathname);

const { mount } = await import('./app/mount');
await mount({ language, strings, siteConfig });
