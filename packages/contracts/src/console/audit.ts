import { z } from 'zod';
import { paginatedEnvelope } from '../envelope';
import { WindowedDate } from '../dates';
import { ConsolePageQuery } from './paging';
import { OperatorRole } from './session';

/** One console write, as the append-only audit log keeps it. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operator_subject: z.string(),
  operator_name: z.string(),
  operator_role: OperatorRole,
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  request_id: z.string().nullable(),
  /**
   * The player the write concerns, with their nickname as it is now: the object itself
   * (`player`), the owner of an exchange (`item_exchange`), the visitor checked in
   * (`festival.check_in`); null for any other write.
   */
  player: z.object({ id: z.string(), nickname: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = ConsolePageQuery.extend({
  operator: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  object_type: z.string().trim().max(100).optional(),
  object_id: z.string().trim().max(200).optional(),
  from: WindowedDate.optional(),
  to: WindowedDate.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;
export type AuditFilter = Omit<AuditQuery, 'page' | 'per_page'>;

export const AuditListResponse = paginatedEnvelope(z.array(AuditEntry));
