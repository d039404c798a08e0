import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginHintQuery, LoginHintResponse } from '@points/contracts';
import { requireSession } from '../../plugins/auth';
import type { User } from '../users/user-repository';

/**
 * A provider page opened as the signed-in player: the provider receives who is asking
 * (`login_hint`, its own subject id), their country and language, and shows their own terms.
 */
export function loginHintUrl(page: string, user: User, targetCountry: string | undefined): string {
  const url = new URL(page);
  url.searchParams.set('login_hint', user.subject);
  url.searchParams.set('country', targetCountry ?? user.country);
  url.searchParams.set('lang', user.language);
  return url.toString();
}

/**
 * A `GET /login-hint/…` route: the signed-in player's link to a provider page (`loginHintUrl`).
 * `page` names the page for the player, or throws when it is not theirs to open.
 */
export function loginHintRoute(
  app: FastifyInstance,
  route: { path: string; tag: string; summary: string; page: (user: User) => string },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      config: { auth: 'required' },
      schema: {
        tags: [route.tag],
        summary: route.summary,
        security: [{ bearer: [] }],
        querystring: LoginHintQuery,
        response: { 200: LoginHintResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return {
        status_code: 200 as const,
        data: { url: loginHintUrl(route.page(user), user, request.query.target_country) },
      };
    },
  );
}
