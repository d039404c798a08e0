import { z } from 'zod';
import { okEnvelope } from '../envelope';
import { OperatorReason } from './paging';

/** The site's maintenance switch as the console sees it. */
export const MaintenanceState = z.object({
  /** Set by an operator at run time. */
  on: z.boolean(),
  /** MAINTENANCE=true in a node's environment holds the site in maintenance whatever the switch. */
  forced_by_environment: z.boolean(),
  changed_at: z.string().nullable(),
  changed_by: z.string().nullable(),
  /** How long every API node may take to follow a change, in milliseconds. */
  propagation_ms: z.number().int(),
});
export type MaintenanceState = z.infer<typeof MaintenanceState>;
export const MaintenanceResponse = okEnvelope(MaintenanceState);

export const MaintenanceRequest = z.object({ on: z.boolean(), reason: OperatorReason });
export type MaintenanceRequest = z.infer<typeof MaintenanceRequest>;
