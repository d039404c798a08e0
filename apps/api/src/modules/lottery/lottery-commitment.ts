import type { DrawCommitted } from '@points/contracts';
import { committedOf } from '../draws/draw';

/** A lottery's subject in its draw's commitment and proof. */
export const lotterySubject = (id: string) => `lottery:${id}`;

/** What a lottery's commitment binds: its subject, seed hash, prize slots and entry period. */
export function lotteryCommitted(lottery: {
  id: string;
  seedHash: string;
  prizes: ReadonlyArray<{ position: number; quantity: number }>;
  entryFrom: Date;
  entryTo: Date;
}): DrawCommitted {
  return committedOf({ ...lottery, subject: lotterySubject(lottery.id) });
}
