import type { Language } from '@points/contracts/constants';

export interface SiteConfig {
  maintenance: boolean;
  /** Template with `{lang}`. */
  whatIsPointUrl: string;
  /** How to link a game app to the account; template with `{lang}`. */
  linkGameUrl: string;
  privacyUrl: string;
  /** The publisher's games store, linked when a player has no game to promote it for. */
  gamesStoreUrl: string;
}

let config: SiteConfig = {
  maintenance: false,
  whatIsPointUrl: '',
  linkGameUrl: '',
  gamesStoreUrl: '',
  privacyUrl: '',
};

/**
 * Reads `GET /site-config` once at start (in parallel with the first language file). A site that
 * cannot say is not in maintenance: the pages then show their own errors.
 */
export async function loadSiteConfig(): Promise<SiteConfig> {
  try {
    const response = await fetch('/api/v1/site-config', {
      headers: { Accept: 'application/json' },
    });
    const body = (await response.json()) as {
      status_code?: unknown;
      data?: Record<string, unknown>;
    };
    const data = body.data;
    if (body.status_code === 200 && data) {
      config = {
        maintenance: data.maintenance === true,
        whatIsPointUrl: typeof data.what_is_point_url === 'string' ? data.what_is_point_url : '',
        linkGameUrl: typeof data.link_game_url === 'string' ? data.link_game_url : '',
        privacyUrl: typeof data.privacy_url === 'string' ? data.privacy_url : '',
        gamesStoreUrl: typeof data.games_store_url === 'string' ? data.games_store_url : '',
      };
    }
  } catch {
    // keep the defaults
  }
  return config;
}

export function siteConfig(): SiteConfig {
  return config;
}

/**
 * The API refused a write because the site is in maintenance: from now on this tab routes every
 * page to /maintain, as a page loaded during maintenance does (until it is loaded again).
 */
export function enterMaintenance(): void {
  config = { ...config, maintenance: true };
}

/** An external page in the page language (`{lang}`); Portugal's Portuguese page is `pt`. */
function inLanguage(template: string, language: Language): string {
  if (!template) return '';
  return template.replace('{lang}', language === 'pt-pt' ? 'pt' : language);
}

/** The what-are-points page in the page language. */
export function whatIsPointUrl(language: Language, template = config.whatIsPointUrl): string {
  return inLanguage(template, language);
}

/** How to link a game app to the account, in the page language. */
export function linkGameUrl(language: Language): string {
  return inLanguage(config.linkGameUrl, language);
}
