import type { DrawCommitted, DrawProofSummary } from '@points/contracts';

/** A draw as its subject (a lottery, a festival) keeps it once made. */
export interface MadeDraw {
  seed: string;
  ticketListHash: string;
  ticketCount: number;
  drawnAt: Date;
}

/** The columns a subject's catalogue reads of its draw: all null before it is made. */
export interface DrawColumns {
  /** The seed, read only once the draw is made (secret before). */
  drawn_seed: string | null;
  ticket_list_hash: string | null;
  ticket_count: number | null;
  drawn_at: Date | null;
}

export function madeDrawOf(row: DrawColumns): MadeDraw | null {
  if (!row.drawn_at || !row.drawn_seed || row.ticket_list_hash === null) return null;
  return {
    ticketListHash: row.ticket_list_hash,
    ticketCount: row.ticket_count ?? 0,
    drawnAt: row.drawn_at,
    seed: row.drawn_seed,
  };
}

/**
 * A draw's proof as far as it is public: the commitment and everything it binds always (so a
 * player can rebuild it before entering); the seed, the list's hash and size and the winning
 * tickets once the subject says the result is out.
 */
export function proofSummary(draw: {
  committed: DrawCommitted;
  commitment: string;
  made: MadeDraw | null;
  published: boolean;
  winningTickets: number[];
}): DrawProofSummary {
  const made = draw.published ? draw.made : null;
  return {
    ...draw.committed,
    commitment: draw.commitment,
    seed: made?.seed ?? null,
    ticket_list_hash: made?.ticketListHash ?? null,
    ticket_count: made?.ticketCount ?? null,
    drawn_at: made?.drawnAt.toISOString() ?? null,
    winning_tickets: made ? draw.winningTickets : null,
  };
}
