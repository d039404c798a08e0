/**
 * Eligibility as one ordered list of rules per feature (items, coupons, campaigns, lotteries, the
 * festival). A page reads the list with what it knows to show a state; an action reads the same
 * list, asking for what it does not know yet, to refuse. One list, so they cannot disagree.
 */

/** One rule: the block it raises when `fails`, and the fact it reads that may be unknown. */
export interface Rule<Subject, Facts, Block extends string> {
  block: Block;
  /**
   * The fact beyond those always known; where it is absent (`undefined`) the rule is passed over
   * on a page, and asked for (or left to a later check) by an action.
   */
  needs?: keyof Facts;
  /** Whether the rule can bar this subject at all; an action asks for nothing when it cannot. */
  applies?(subject: Subject): boolean;
  fails(subject: Subject, facts: Facts, now: Date): boolean;
}

export type Rules<Subject, Facts, Block extends string> = readonly Rule<Subject, Facts, Block>[];

const passesOver = <S, F, B extends string>(rule: Rule<S, F, B>, subject: S) =>
  rule.applies !== undefined && !rule.applies(subject);

/** The first rule the subject fails with what is known; null when nothing stands in the way. */
export function firstBlock<S, F, B extends string>(
  rules: Rules<S, F, B>,
  subject: S,
  facts: F,
  now: Date,
): B | null {
  for (const rule of rules) {
    if (passesOver(rule, subject)) continue;
    if (rule.needs !== undefined && facts[rule.needs] === undefined) continue;
    if (rule.fails(subject, facts, now)) return rule.block;
  }
  return null;
}

/**
 * How an action learns a fact it needs: a function that asks (the game platform, the database),
 * or `'later'` when the write checks it itself under its lock (a spend's balance and limit).
 */
export type Ask<F> = { [K in keyof F]?: (() => Promise<F[K]>) | 'later' };

/**
 * The same rules for an action about to happen: a fact is asked for only when a rule that applies
 * needs it, after the rules before it passed (a slow platform is never asked for a refusal already
 * known); rules whose fact is left `'later'` are passed over.
 */
export async function firstBlockAsking<S, F extends object, B extends string>(
  rules: Rules<S, F, B>,
  subject: S,
  known: NoInfer<F>,
  now: Date,
  ask: NoInfer<Ask<F>>,
): Promise<B | null> {
  const facts = { ...known };
  for (const rule of rules) {
    if (passesOver(rule, subject)) continue;
    const need = rule.needs;
    if (need !== undefined && facts[need] === undefined) {
      const asker = ask[need];
      if (asker === undefined || asker === 'later') continue;
      facts[need] = await asker();
    }
    if (rule.fails(subject, facts, now)) return rule.block;
  }
  return null;
}

/** Runs `ask` once however many facts it answers (one platform call for two rules' facts). */
export function once<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (answer ??= ask());
}
