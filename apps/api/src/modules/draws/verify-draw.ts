import { DrawProof } from '@points/contracts';
import { countOf } from '../../english-count';
import {
  commitmentOf,
  drawWinners,
  isOrderedList,
  seedHashOf,
  ticketListHash,
  type DrawTicket,
} from './draw';

/** "1 ticket", "3 tickets": the checker speaks English. */

export interface VerificationCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** What the checker knows apart from the proof: where it came from, what was published. */
export interface ProofExpectation {
  /** The subject the proof must be about (`lottery:<id>`), e.g. read from the URL it came from. */
  subject?: string | undefined;
  /** The commitment the player saw before entries opened. */
  commitment?: string | undefined;
}

/**
 * Recomputes a published draw from its proof alone (no database, no server), a saved file as
 * strictly as a fetched one: the commitment is rebuilt from the committed fields (subject, seed
 * hash, prize slots, entry period), so removing a prize or changing the subject or the period
 * fails; the seed matches its hash; the draw came after the entry period; the ticket list is in
 * order and matches its hash; the draw from that seed, list and prizes gives exactly the
 * published winners. What the proof cannot say by itself (which lottery it should be, which
 * commitment was shown) is checked when `expected` gives it. Any check failing means the proof
 * is not what was drawn and published.
 */
export function verifyDrawProof(
  document: unknown,
  expected: ProofExpectation = {},
): VerificationCheck[] {
  const body =
    typeof document === 'object' && document !== null && 'data' in document
      ? (document as { data: unknown }).data
      : document;
  const parsed = DrawProof.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return [
      {
        name: 'proof format',
        ok: false,
        detail: issue ? `${issue.path.join('.') || 'proof'}: ${issue.message}` : '',
      },
    ];
  }
  const proof = parsed.data;
  const tickets: DrawTicket[] = proof.tickets.map(([number, holder]) => ({ number, holder }));
  const listHash = ticketListHash(tickets);
  const commitment = commitmentOf(proof);
  const recomputed = drawWinners({
    seed: proof.seed,
    listHash: proof.ticket_list_hash,
    tickets,
    prizes: proof.prizes,
  });
  const published = proof.winners;
  const same =
    recomputed.length === published.length &&
    recomputed.every(
      (winner, i) =>
        winner.slot === published[i]!.slot &&
        winner.prizePosition === published[i]!.prize_position &&
        winner.ticket === published[i]!.ticket &&
        winner.holder === published[i]!.holder,
    );
  const slots = proof.prizes.reduce((sum, prize) => sum + prize.quantity, 0);
  // A lottery's tickets are numbered 1..n within it (since migration 0019): the list then shows
  // that no ticket is missing. Festival lists and lotteries drawn before keep other numbers.
  const fromOne = tickets.length > 0 && tickets.every((ticket, i) => ticket.number === i + 1);
  const checks: VerificationCheck[] = [
    {
      name: 'commitment binds the subject, prizes, entry period and seed hash',
      ok: commitment === proof.commitment,
      detail: `SHA-256 of the committed fields = ${commitment}`,
    },
    {
      name: 'seed matches its hash',
      ok: seedHashOf(proof.seed) === proof.seed_hash,
      detail: `SHA-256(seed) = ${seedHashOf(proof.seed)}`,
    },
    {
      name: 'drawn after the entry period',
      ok: Date.parse(proof.drawn_at) >= Date.parse(proof.entry_to),
      detail: `entries ${proof.entry_from} to ${proof.entry_to}, drawn ${proof.drawn_at}`,
    },
    {
      name: 'ticket list in order',
      ok: isOrderedList(tickets),
      detail:
        `${countOf(tickets.length, 'ticket')}, numbers rising, none twice` +
        (fromOne ? `, numbered 1 to ${tickets.length} with no gap` : ''),
    },
    {
      name: 'ticket list matches its hash',
      ok: listHash === proof.ticket_list_hash,
      detail: `SHA-256(list) = ${listHash}`,
    },
    {
      name: 'winners recomputed',
      ok: same,
      detail: `${countOf(slots, 'prize slot')}; ${countOf(recomputed.length, 'winning ticket')}${recomputed.length ? `: ${recomputed.map((w) => w.ticket).join(', ')}` : ''}`,
    },
  ];
  if (expected.subject !== undefined) {
    checks.push({
      name: 'subject is the one asked for',
      ok: proof.subject === expected.subject,
      detail: `the proof is about ${proof.subject}, expected ${expected.subject}`,
    });
  }
  if (expected.commitment !== undefined) {
    checks.push({
      name: 'commitment is the one published before entries',
      ok: proof.commitment === expected.commitment.toLowerCase(),
      detail: `the proof's ${proof.commitment}, expected ${expected.commitment}`,
    });
  }
  return checks;
}
