import type { DrawCommitted, DrawProofSummary } from '@points/contracts';

/** A draw as its subject (a lottery, a festival) keeps it once made. */
export interface MadeDraw {
  seed: string;
  ticketListHash: string;
  ticketCount: number;
  drawnAt: Date;
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
