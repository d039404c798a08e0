import { DRAW_ALGORITHM, type DrawProof, type PublishedWinner } from '@points/contracts';
import { commitmentOf, committedOf, ticketListHash, type DrawPrize, type DrawTicket } from './draw';
import type { MadeDraw } from './proof-summary';

/** What a subject of a draw (a lottery, a festival) gives for its published proof. */
export interface ProofSource {
  /** As type:id (`lottery:stadium-tour`). */
  subject: string;
  commitment: string;
  seedHash: string;
  /** The entry period the commitment binds (the festival's pre-registration). */
  entryFrom: Date;
  entryTo: Date;
  draw: MadeDraw;
  prizes: DrawPrize[];
  tickets(): Promise<DrawTicket[]>;
  winners(): Promise<PublishedWinner[]>;
}

/** Proofs kept serialized: a made draw's proof never changes, and a big one is costly. */
const CACHED_PROOFS = 4;

/**
 * Published proofs, serialized once (`{"status_code":200,"data":…}`): everything `npm run
 * verify-draw` needs. The ticket list is read again and checked against the hash drawn, and the
 * committed fields against the commitment stored: a proof that would not verify is never sent.
 */
export function createProofDocuments() {
  const cache = new Map<string, Promise<string>>();

  async function build(source: ProofSource): Promise<string> {
    const [tickets, winners] = await Promise.all([source.tickets(), source.winners()]);
    if (ticketListHash(tickets) !== source.draw.ticketListHash) {
      throw new Error(`the tickets of ${source.subject} no longer match the drawn list`);
    }
    const committed = committedOf(source);
    if (commitmentOf(committed) !== source.commitment) {
      throw new Error(`${source.subject} no longer matches its published commitment`);
    }
    const proof: DrawProof = {
      ...committed,
      algorithm: DRAW_ALGORITHM,
      commitment: source.commitment,
      seed: source.draw.seed,
      ticket_list_hash: source.draw.ticketListHash,
      tickets: tickets.map((ticket) => [ticket.number, ticket.holder]),
      winners,
      drawn_at: source.draw.drawnAt.toISOString(),
    };
    return JSON.stringify({ status_code: 200, data: proof });
  }

  return {
    /** The proof of `source`, built once and kept while it is among the last few read. */
    read(source: ProofSource): Promise<string> {
      let proof = cache.get(source.subject);
      if (!proof) {
        proof = build(source);
        proof.catch(() => cache.delete(source.subject));
        cache.set(source.subject, proof);
        if (cache.size > CACHED_PROOFS) cache.delete(cache.keys().next().value!);
      }
      return proof;
    },
  };
}
