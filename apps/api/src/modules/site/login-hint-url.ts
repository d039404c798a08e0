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
