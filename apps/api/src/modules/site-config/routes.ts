import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SiteConfigResponse } from '@points/contracts';
import { loginHintRoute } from './login-hint-url';
import type { SiteSettings } from './site-settings';

export interface SiteRoutesOptions {
  /** The maintenance switch, as an operator last set it (or MAINTENANCE=true). */
  siteSettings: SiteSettings;
  whatIsPointUrl: string;
  linkGameGuideUrl: string;
  privacyUrl: string;
  termsUrl: string;
  gamesStoreUrl: string;
}

export async function siteRoutes(app: FastifyInstance, options: SiteRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/site-config',
    {
      // Tells the SPA the site is in maintenance, so it must answer even then.
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ['site'],
        summary: 'Maintenance flag and the external pages the SPA links to',
        response: { 200: SiteConfigResponse },
      },
    },
    async () => {
      return {
        status_code: 200 as const,
        data: {
          maintenance: await options.siteSettings.inMaintenance(),
          what_is_point_url: options.whatIsPointUrl,
          link_game_url: options.linkGameGuideUrl,
          privacy_url: options.privacyUrl,
          games_store_url: options.gamesStoreUrl,
        },
      };
    },
  );

  loginHintRoute(app, {
    path: '/login-hint/privacy-url',
    tag: 'site',
    summary: 'The provider’s privacy page, opened as the signed-in player',
    page: () => options.privacyUrl,
  });
  loginHintRoute(app, {
    path: '/login-hint/point-url',
    tag: 'site',
    summary: 'The points programme terms, opened as the signed-in player',
    page: () => options.termsUrl,
  });
}
