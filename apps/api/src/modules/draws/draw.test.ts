import { describe, expect, it } from 'vitest';
import { commitmentText, DRAW_ALGORITHM, type DrawProof } from '@points/contracts';
import {
  commitmentOf,
  drawWinners,
  seedHashOf,
  sha256Hex,
  ticketListHash,
  type DrawTicket,
} from './draw';
import { countOf } from '../../english-count';
import { verifyDrawProof, type ProofExpectation } from './verify-draw';

const seedOf = (i: number) => sha256Hex(`seed ${i}`);

const tickets = (holders: string[]): DrawTicket[] =>
  holders.map((holder, i) => ({ number: 100 + i * 3, holder }));

function proofOf(
  list: DrawTicket[],
  seed: string,
  prizes = [
    { position: 0, quantity: 2 },
    { position: 1, quantity: 1 },
  ],
) {
  const listHash = ticketListHash(list);
  const winners = drawWinners({ seed, listHash, tickets: list, prizes });
  const committed = {
    algorithm: DRAW_ALGORITHM,
    subject: 'lottery:summer',
    seed_hash: seedHashOf(seed),
    prizes,
    entry_from: '2026-11-01T00:00:00.000Z',
    entry_to: '2026-11-24T00:00:00.000Z',
  } as const;
  const proof: DrawProof = {
    ...committed,
    prizes: [...prizes],
    commitment: commitmentOf({ ...committed, prizes: [...prizes] }),
    seed,
    ticket_list_hash: listHash,
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

const failed = (proof: unknown, expected?: ProofExpectation) =>
  verifyDrawProof(proof, expected)
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
  const COMMITMENT = 'commitment binds the subject, prizes, entry period and seed hash';
  /** A proof whose commitment was rebuilt after `change`: consistent, but not what was shown. */
  const recommitted = (change: Partial<DrawProof>) => {
    const changed = { ...proof, ...change };
    return { ...changed, commitment: commitmentOf(changed) };
  };

  it('accepts the proof as published (also inside its envelope, and as the page showed it)', () => {
    expect(failed(proof)).toEqual([]);
    expect(failed({ status_code: 200, data: proof })).toEqual([]);
    expect(
      failed(proof, { subject: 'lottery:summer', commitment: proof.commitment.toUpperCase() }),
    ).toEqual([]);
  });

  it('says when a list is numbered 1 to n, as a lottery numbers its tickets, and accepts other numbers as drawn', () => {
    const order = (checked: ReturnType<typeof verifyDrawProof>) =>
      checked.find((check) => check.name === 'ticket list in order')!;
    const numbered = proofOf(
      list.map((ticket, i) => ({ ...ticket, number: i + 1 })),
      seedOf(7),
    );
    expect(failed(numbered)).toEqual([]);
    expect(order(verifyDrawProof(numbered)).detail).toBe(
      '9 tickets, numbers rising, none twice, numbered 1 to 9 with no gap',
    );
    // A list from before (a festival's, a lottery drawn before migration 0019) still verifies.
    expect(order(verifyDrawProof(proof)).detail).toBe('9 tickets, numbers rising, none twice');
    const one = proofOf([{ number: 1, holder: 'a' }], seedOf(8), [{ position: 0, quantity: 1 }]);
    expect(failed(one)).toEqual([]);
    expect(order(verifyDrawProof(one)).detail).toBe(
      '1 ticket, numbers rising, none twice, numbered 1 to 1 with no gap',
    );
  });

  it('counts in English plural forms: 1 ticket, 1 prize slot, 1 winning ticket', () => {
    expect([0, 1, 2].map((n) => countOf(n, 'ticket'))).toEqual([
      '0 tickets',
      '1 ticket',
      '2 tickets',
    ]);
    const single = proofOf(tickets(['a']), seedOf(3), [{ position: 0, quantity: 1 }]);
    const details = verifyDrawProof(single).map((check) => check.detail);
    expect(details).toContain('1 ticket, numbers rising, none twice');
    expect(details).toContain(`1 prize slot; 1 winning ticket: ${single.tickets[0]![0]}`);
    const many = verifyDrawProof(proof).map((check) => check.detail);
    expect(many).toContain('9 tickets, numbers rising, none twice');
    expect(many.some((detail) => detail.startsWith('3 prize slots; 3 winning tickets: '))).toBe(
      true,
    );
  });

  it('rebuilds the commitment from a canonical text anyone can hash (jq -cjS writes the same)', () => {
    const text = commitmentText(proof);
    expect(text).toBe(
      `{"algorithm":"${DRAW_ALGORITHM}","entry_from":"2026-11-01T00:00:00.000Z",` +
        `"entry_to":"2026-11-24T00:00:00.000Z","prizes":[{"position":0,"quantity":2},` +
        `{"position":1,"quantity":1}],"seed_hash":"${proof.seed_hash}","subject":"lottery:summer"}`,
    );
    expect(sha256Hex(text)).toBe(proof.commitment);
    // The same instant written another way is the same commitment.
    expect(commitmentOf({ ...proof, entry_to: '2026-11-24T00:00:00Z' })).toBe(proof.commitment);
  });

  // Every field the draw depends on, tampered with in a saved file: never "verified".
  const tampered: Array<[string, () => unknown, string[], ProofExpectation?]> = [
    [
      'prizes and winners both removed',
      () => ({ ...proof, prizes: [], winners: [] }),
      [COMMITMENT],
    ],
    ['winners removed', () => ({ ...proof, winners: [] }), ['winners recomputed']],
    [
      'a prize removed',
      () => ({ ...proof, prizes: proof.prizes.slice(0, 1) }),
      [COMMITMENT, 'winners recomputed'],
    ],
    [
      'a prize quantity lowered',
      () => ({ ...proof, prizes: [{ position: 0, quantity: 1 }, proof.prizes[1]!] }),
      [COMMITMENT, 'winners recomputed'],
    ],
    [
      'the prizes reordered',
      () => ({
        ...proof,
        prizes: [
          { position: 1, quantity: 1 },
          { position: 0, quantity: 2 },
        ],
      }),
      [COMMITMENT, 'winners recomputed'],
    ],
    ['the subject changed', () => ({ ...proof, subject: 'lottery:winter' }), [COMMITMENT]],
    [
      'the subject changed and the commitment rebuilt',
      () => recommitted({ subject: 'lottery:winter' }),
      ['subject is the one asked for'],
      { subject: 'lottery:summer' },
    ],
    [
      'the entry period moved',
      () => ({ ...proof, entry_from: '2026-10-01T00:00:00.000Z' }),
      [COMMITMENT],
    ],
    [
      'the entry period extended past the draw',
      () => ({ ...proof, entry_to: '2026-11-26T00:00:00.000Z' }),
      [COMMITMENT, 'drawn after the entry period'],
    ],
    [
      'the entry period extended and the commitment rebuilt',
      () => recommitted({ entry_to: '2026-11-26T00:00:00.000Z' }),
      ['drawn after the entry period', 'commitment is the one published before entries'],
      { commitment: proof.commitment },
    ],
    [
      'the seed changed',
      () => ({ ...proof, seed: seedOf(8) }),
      ['seed matches its hash', 'winners recomputed'],
    ],
    [
      'the seed and its hash changed together',
      () => ({ ...proof, seed: seedOf(8), seed_hash: seedHashOf(seedOf(8)) }),
      [COMMITMENT, 'winners recomputed'],
    ],
    [
      'one ticket changed',
      () => ({
        ...proof,
        tickets: proof.tickets.map((t, i) => (i === 2 ? ([t[0], 'zz'] as [number, string]) : t)),
      }),
      ['ticket list matches its hash'],
    ],
    [
      'a ticket removed',
      () => ({ ...proof, tickets: proof.tickets.slice(1) }),
      ['ticket list matches its hash'],
    ],
    [
      'the order of the list changed',
      () => ({
        ...proof,
        tickets: [proof.tickets[1]!, proof.tickets[0]!, ...proof.tickets.slice(2)],
      }),
      ['ticket list in order', 'ticket list matches its hash'],
    ],
    [
      'the commitment changed',
      () => ({ ...proof, commitment: sha256Hex('another') }),
      [COMMITMENT],
    ],
    [
      'the commitment swapped for the old seed-only one',
      () => ({ ...proof, commitment: proof.seed_hash }),
      [COMMITMENT],
    ],
    ['the algorithm changed', () => ({ ...proof, algorithm: 'sha256-v0' }), ['proof format']],
    ['the seed hash missing', () => ({ ...proof, seed_hash: undefined }), ['proof format']],
    ['the entry period missing', () => ({ ...proof, entry_to: undefined }), ['proof format']],
    [
      'drawn before the entries closed',
      () => ({ ...proof, drawn_at: '2026-11-23T00:00:00.000Z' }),
      ['drawn after the entry period'],
    ],
  ];
  for (const [name, tamper, checks, expected] of tampered) {
    it(`fails when ${name}, naming why`, () => {
      expect(failed(tamper(), expected)).toEqual(expect.arrayContaining(checks));
      expect(failed(tamper(), expected).length).toBeGreaterThan(0);
    });
  }

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
