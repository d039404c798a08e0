import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_LIMITS } from './constants';
import { okEnvelope } from './envelope';

/** `GET /site-config`: what the SPA needs before it routes anywhere. */
export const SiteConfigData = z.object({
  /**
   * When on, every page but /maintain, /general and /token shows the maintenance page, and every
   * player write is refused with `{status_code: 503, reason: 'site_maintenance'}`.
   */
  maintenance: z.boolean(),
  /** The external what-are-points page; `{lang}` is replaced by the page language (pt for pt-pt). */
  what_is_point_url: z.string(),
  /** How to link a game app to the account; `{lang}` as above. */
  link_game_url: z.string(),
  /** The provider's privacy page, opened directly when signed out. */
  privacy_url: z.url(),
  /** The publisher's games store (the landing's destination). */
  games_store_url: z.url(),
});
export type SiteConfigData = z.infer<typeof SiteConfigData>;
export const SiteConfigResponse = okEnvelope(SiteConfigData);

/** A `target_country` query parameter: a two-letter country code, read in lower case. */
export const TargetCountry = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'two-letter country code')
  .transform((value) => value.toLowerCase());

export const LoginHintQuery = z.object({ target_country: TargetCountry.optional() });
export const LoginHintData = z.object({ url: z.url() });
export const LoginHintResponse = okEnvelope(LoginHintData);

/** `POST /contact`: what a player writes to support. */
export const ContactRequest = z.object({
  category: z.enum(CONTACT_CATEGORIES),
  email: z.email().max(254),
  game_user_id: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.gameUserIdMax)
    .regex(/^[A-Za-z0-9-]*$/)
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z.string().trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.messageMax),
  language: z.string().max(8).optional(),
});
export type ContactRequest = z.input<typeof ContactRequest>;
/** A short reference the player can quote to support ("K7F2-9QXA"). */
export const ContactData = z.object({ reference: z.string() });
export const ContactResponse = okEnvelope(ContactData);
