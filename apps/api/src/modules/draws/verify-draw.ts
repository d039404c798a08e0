import { DrawProof } from '@points/contracts';
import { commitmentOf, drawWinners, isOrderedList, ticketListHash, type DrawTicket } from './draw';

export interface VerificationCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * Recomputes a published draw from its proof alone (no database, no server): the seed matches the
 * commitment shown before any entry, the ticket list is in order and matches its hash, and the
 * draw from that seed and list gives exactly the published winners. Any check failing means the
 * proof is not what was drawn.
 */
export function verifyDrawProof(document: unknown): VerificationCheck[] {
  const body =
    typeof document === 'object' && document !== null && 'data' in document
      ? (document as { data: unknown }).data
      : document;
  const parsed = DrawProof.safeParse(body);
  if (!parsed.success) {
    return [{ name: 'proof format', ok: false, detail: parsed.error.issues[0]?.message ?? '' }];
  }
  const proof = parsed.data;
  const tickets: DrawTicket[] = proof.tickets.map(([number, holder]) => ({ number, holder }));
  const listHash = ticketListHash(tickets);
  const expected = drawWinners({
    seed: proof.seed,
    listHash: proof.ticket_list_hash,
    tickets,
    prizes: proof.prizes,
  });
  const published = proof.winners;
  const same =
    expected.length === published.length &&
    expected.every(
      (winner, i) =>
        winner.slot === published[i]!.slot &&
        winner.prizePosition === published[i]!.prize_position &&
        winner.ticket === published[i]!.ticket &&
        winner.holder === published[i]!.holder,
    );
  return [
    {
      name: 'seed matches the commitment',
      ok: commitmentOf(proof.seed) === proof.commitment,
      detail: `SHA-256(seed) = ${commitmentOf(proof.seed)}`,
    },
    {
      name: 'ticket list in order',
      ok: isOrderedList(tickets),
      detail: `${tickets.length} tickets, numbers rising, none twice`,
    },
    {
      name: 'ticket list matches its hash',
      ok: listHash === proof.ticket_list_hash,
      detail: `SHA-256(list) = ${listHash}`,
    },
    {
      name: 'winners recomputed',
      ok: same,
      detail: `expected tickets ${expected.map((w) => w.ticket).join(', ') || 'none'}`,
    },
  ];
}
