import { z } from 'zod';
import { LANGUAGES } from './constants';

/** A game app linked to the publisher account (SPEC.md §7: linked game app user ids). */
export const GameAppLink = z.object({
  content_id: z.string().min(1),
  game_user_id: z.string().min(1),
  platform: z.enum(['ios', 'android', 'steam', 'playstation', 'xbox', 'switch']),
});
export type GameAppLink = z.infer<typeof GameAppLink>;

/** Postal address as the publisher profile keeps it; lottery winners' shipping reads it. */
export const PostalAddress = z.object({
  family_name: z.string(),
  given_name: z.string(),
  postal_code: z.string(),
  region: z.string(),
  city: z.string(),
  street: z.string(),
  building: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

/**
 * Claims the sign-in provider answers at its userinfo endpoint when asked by the claims request
 * below: profile (nickname, country, language), phone, address, programme consent, linked game
 * apps and point availability. The ID token carries none of them (see `CLAIMS_REQUEST`).
 */
export const IdentityClaims = z.object({
  sub: z.string().min(1),
  nickname: z.string().min(1).max(64),
  country: z.string().regex(/^[a-z]{2}$/),
  language: z.enum(LANGUAGES),
  phone_number: z.string().optional(),
  address: PostalAddress.optional(),
  program_consent: z.boolean(),
  game_app_user_ids: z.array(GameAppLink),
  point_available: z.boolean(),
  /**
   * The account's e-mail address (scope `email`), read only to send notifications by e-mail to a
   * player who opted in; `email_verified: false` makes it unusable. A malformed one is ignored.
   */
  email: z.email().max(320).optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
});
export type IdentityClaims = z.infer<typeof IdentityClaims>;

const essential = { essential: true } as const;

/**
 * The OIDC `claims` request parameter the SPA sends with every authorization request. Every
 * claim is asked of userinfo, which the API reads once at sign-in with the access token: the ID
 * token goes back through the browser as the logout's `id_token_hint` (address bar, history, the
 * provider's logs), so it must not carry the phone number, the postal address or game user ids.
 */
export const CLAIMS_REQUEST = {
  userinfo: {
    nickname: essential,
    country: essential,
    language: essential,
    phone_number: null,
    address: null,
    program_consent: essential,
    game_app_user_ids: essential,
    point_available: essential,
    email: null,
    email_verified: null,
  },
} as const;

export const OIDC_SCOPE = 'openid read email';
