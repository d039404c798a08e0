import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { saveTestCampaign } from '../../test/campaigns';
import { hasPostgres } from '../../test/databases';
import { httpSuite, postAs } from '../../test/http-suite';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { createPlayer, type Player } from '../../test/shop';
import { createCampaignCatalogueStore } from './campaign-catalogue';

/** Real parallel requests over HTTP on PostgreSQL: a reward is credited once, whatever arrives. */
describe.runIf(hasPostgres)('campaign claims under concurrency [postgres]', () => {
  const handle = httpSuite({
    extra: (db) => ({ campaigns: createCampaignCatalogueStore(db, { refreshMs: 0 }) }),
  });

  const claim = (player: Player, id: string, key?: string) =>
    postAs(handle.base, player, 'campaign-measure-check', { campaign_measure_id: id }, key);

  const expectWholeLedgers = async (ids: string[]) => {
    for (const totals of (await ledgerTotals(handle.db, ids)).values()) {
      expect(totals.entries_sum).toBe(totals.balance);
      expect(totals.lots_sum).toBe(totals.balance);
      expect(totals.min_balance_after).toBeGreaterThanOrEqual(0);
    }
  };

  it('credits one player once for 50 parallel claims with distinct keys', async () => {
    const id = await saveTestCampaign(handle.db, new Date(), { reward_points: 500 });
    const player = await createPlayer(handle.db, ledger, { points: 0 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player, id)));
    expect(answers.filter((a) => a.body.status_code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.reason === 'already_claimed')).toHaveLength(49);
    expect(await ledger.balance(handle.db, player.id, new Date())).toBe(500);
    const { rows } = await handle.db.query<{ grants: number; credits: number }>(
      `SELECT (SELECT count(*)::int FROM point_grants WHERE user_id = $1) AS grants,
              (SELECT count(*)::int FROM point_entries WHERE user_id = $1 AND kind = 'credit') AS credits`,
      [player.id],
    );
    expect(rows[0]).toEqual({ grants: 1, credits: 1 });
    await expectWholeLedgers([player.id]);
  });

  it('answers 20 parallel replays of one key with the one answer', async () => {
    const id = await saveTestCampaign(handle.db, new Date(), { reward_points: 70 });
    const player = await createPlayer(handle.db, ledger, { points: 0 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(player, id, key)));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body.status_code).toBe(200);
    expect(await ledger.balance(handle.db, player.id, new Date())).toBe(70);
  });

  it('credits each of 200 players claiming at once exactly once', async () => {
    const id = await saveTestCampaign(handle.db, new Date(), { reward_points: 40 });
    const players = await Promise.all(
      Array.from({ length: 200 }, () => createPlayer(handle.db, ledger, { points: 0 })),
    );
    // Each player twice, all at once: one credit each.
    const answers = await Promise.all(players.flatMap((p) => [claim(p, id), claim(p, id)]));
    expect(answers.filter((a) => a.body.status_code === 200)).toHaveLength(200);
    expect(answers.filter((a) => a.body.reason === 'already_claimed')).toHaveLength(200);
    const ids = players.map((p) => p.id);
    const totals = await ledgerTotals(handle.db, ids);
    expect([...totals.values()].every((t) => t.balance === 40)).toBe(true);
    expect(totals.size).toBe(200);
    await expectWholeLedgers(ids);
  });
});
