import { z } from 'zod';
import { CONTACT_CATEGORIES } from '../constants';
import { okEnvelope, paginatedEnvelope } from '../envelope';
import { ConsolePageQuery, OperatorReason } from './paging';

/** Where a contact message stands in the support inbox (migration 0009). */
export const CONTACT_STATUSES = ['new', 'in_progress', 'answered'] as const;
export const ContactStatus = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof ContactStatus>;

/** `GET /contact`: filters by status, category and text (message, email, reference, game id). */
export const ContactListQuery = ConsolePageQuery.extend({
  status: ContactStatus.optional(),
  category: z.enum(CONTACT_CATEGORIES).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ContactListQuery = z.infer<typeof ContactListQuery>;

export const ContactMessageSummary = z.object({
  id: z.uuid(),
  /** The short reference the sender was given ("K7F2-9QXA"). */
  reference: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  status: ContactStatus,
  email: z.string(),
  game_user_id: z.string().nullable(),
  language: z.string().nullable(),
  /** The message's first characters, for the list. */
  excerpt: z.string(),
  created_at: z.string(),
  status_changed_at: z.string().nullable(),
});
export type ContactMessageSummary = z.infer<typeof ContactMessageSummary>;
export const ContactListResponse = paginatedEnvelope(z.array(ContactMessageSummary));

export const ContactParams = z.object({ id: z.uuid() });

export const ContactMessageDetail = ContactMessageSummary.extend({
  message: z.string(),
  /** The signed-in player who sent it, when they were signed in. */
  player: z.object({ id: z.uuid(), nickname: z.string() }).nullable(),
});
export type ContactMessageDetail = z.infer<typeof ContactMessageDetail>;
export const ContactMessageResponse = okEnvelope(ContactMessageDetail);

/**
 * `PUT /contact/:id/status` (editor). `expected_status` is the status the operator saw: when
 * someone changed it meanwhile the change is refused (4049, `changed_since_read`).
 */
export const ContactStatusRequest = z.object({
  status: ContactStatus,
  expected_status: ContactStatus.optional(),
  reason: OperatorReason.optional(),
});
export type ContactStatusRequest = z.infer<typeof ContactStatusRequest>;
