import { describe, expect, it } from 'vitest';
import { DRAW_ALGORITHM, type DrawProof } from '@points/contracts';
import { commitmentOf, drawWinners, sha256Hex, ticketListHash, type DrawTicket } from './draw';
import { verifyDrawProof } from './verify-draw';

const seedOf = (i: number) => sha256Hex(`seed ${i}`);

const tickets = (holders: string[]): DrawTicket[] =>
  holders.map((holder, i) => ({ number: 100 + i * 3, holder }));

function proofOf(list: DrawTicket[], seed: string, prizes = [{ position: 0, quantity: 2 }]) {
  const listHash = ticketListHash(list);
  const winners = drawWinners({ seed, listHash, tickets: list, prizes });
  const proof: DrawProof = {
    algorithm: DRAW_ALGORITHM,
    subject: 'lottery:summer',
    commitment: commitmentOf(seed),
    seed,
    ticket_list_hash: listHash,
    prizes,
    tickets: list.map((t) => [t.number, t.holder]),
    winners: winners.map((w) => ({
      slot: w.slot,
      prize_position: w.prizePosition,
      ticket: w.ticket,
      holder: w.holder,
    })),
    drawn_at: '2026-11-25T10:00:00.000Z',
  };
  return proof;
}

const failed = (proof: unknown) =>
  verifyDrawProof(proof)
    .filter((check) => !check.ok)
    .map((check) => check.name);

describe('the draw', () => {
  const list = tickets(['a', 'a', 'b', 'c', 'd', 'e', 'e', 'f']);

  it('is a function of the seed and the list: the same inputs give the same winners', () => {
    const input = {
      seed: seedOf(1),
      listHash: ticketListHash(list),
      tickets: list,
      prizes: [{ position: 0, quantity: 3 }],
    };
    expect(drawWinners(input)).toEqual(drawWinners(input));
    expect(drawWinners(input)).toHaveLength(3);
    expect(drawWinners({ ...input, seed: seedOf(2) })).not.toEqual(drawWinners(input));
  });

  it('gives one prize per player, and stops when every player has won', () => {
    const few = tickets(['a', 'a', 'a', 'b']);
    const winners = drawWinners({
      seed: seedOf(3),
      listHash: ticketListHash(few),
      tickets: few,
      prizes: [{ position: 0, quantity: 5 }],
    });
    expect(winners.map((w) => w.holder).sort()).toEqual(['a', 'b']);
    expect(
      drawWinners({
        seed: seedOf(3),
        listHash: ticketListHash([]),
        tickets: [],
        prizes: [{ position: 0, quantity: 1 }],
      }),
    ).toEqual([]);
  });

  it('hands out prizes in order, slot by slot', () => {
    const winners = drawWinners({
      seed: seedOf(4),
      listHash: ticketListHash(list),
      tickets: list,
      prizes: [
        { position: 0, quantity: 1 },
        { position: 1, quantity: 2 },
      ],
    });
    expect(winners.map((w) => [w.slot, w.prizePosition])).toEqual([
      [0, 0],
      [1, 1],
      [2, 1],
    ]);
  });

  it('picks every ticket equally often over many seeds (chi-square, fixed tolerance)', () => {
    const holders = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const seven = tickets(holders);
    const listHash = ticketListHash(seven);
    const counts = new Map<number, number>();
    const rounds = 35_000;
    for (let i = 0; i < rounds; i++) {
      const [winner] = drawWinners({
        seed: seedOf(i),
        listHash,
        tickets: seven,
        prizes: [{ position: 0, quantity: 1 }],
      });
      counts.set(winner!.ticket, (counts.get(winner!.ticket) ?? 0) + 1);
    }
    const expected = rounds / seven.length;
    const chiSquare = [...counts.values()].reduce(
      (sum, n) => sum + (n - expected) ** 2 / expected,
      0,
    );
    expect(counts.size).toBe(7);
    // 6 degrees of freedom: P(chi² > 22.46) = 0.001. A biased pick (say x mod n without
    // rejection over a small range) is far above it.
    expect(chiSquare).toBeLessThan(22.46);
  });
});

describe('verifying a draw from its proof alone', () => {
  const list = tickets(['a', 'b', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  const proof = proofOf(list, seedOf(7));

  it('accepts the proof as published (also inside its envelope)', () => {
    expect(failed(proof)).toEqual([]);
    expect(failed({ status_code: 200, data: proof })).toEqual([]);
  });

  it('fails when one ticket changed', () => {
    const tickets = proof.tickets.map((t, i) => (i === 2 ? ([t[0], 'zz'] as [number, string]) : t));
    expect(failed({ ...proof, tickets })).toContain('ticket list matches its hash');
  });

  it('fails when the seed changed', () => {
    expect(failed({ ...proof, seed: seedOf(8) })).toEqual(
      expect.arrayContaining(['seed matches the commitment', 'winners recomputed']),
    );
  });

  it('fails when the order of the list changed', () => {
    const tickets = [proof.tickets[1]!, proof.tickets[0]!, ...proof.tickets.slice(2)];
    expect(failed({ ...proof, tickets })).toEqual(
      expect.arrayContaining(['ticket list in order', 'ticket list matches its hash']),
    );
  });

  it('fails when a winner was swapped for another ticket', () => {
    const loser = proof.tickets.find((t) => !proof.winners.some((w) => w.ticket === t[0]))!;
    const winners = proof.winners.map((w, i) =>
      i === 0 ? { ...w, ticket: loser[0], holder: loser[1] } : w,
    );
    expect(failed({ ...proof, winners })).toEqual(['winners recomputed']);
  });

  it('refuses what is not a proof', () => {
    expect(failed({ nothing: true })).toEqual(['proof format']);
  });
});
