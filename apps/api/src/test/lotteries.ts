import type { Database } from '../db/database';
import type { PrizeInput } from '@points/contracts';
import { saveLottery, saveLotteryCampaign } from '../modules/lottery/save-lottery';

const HOUR_MS = 3_600_000;

export interface TestLottery {
  id: string;
  pointsPerEntry?: number;
  entryLimit?: number;
  /** Hours from `now`: the entry period, the selection, the announcement, the result's end and
   * the address deadline. */
  entryFrom?: number;
  entryTo?: number;
  selection?: number;
  resultFrom?: number;
  resultTo?: number;
  deadline?: number;
  prizes?: Array<Partial<PrizeInput>>;
}

const at = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS).toISOString();

/** A published lottery campaign with the given lotteries, through the operator's use-cases. */
export async function seedLotteries(
  db: Database,
  now: Date,
  campaignId: string,
  lotteries: TestLottery[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await saveLotteryCampaign(tx, {
      id: campaignId,
      sort_order: 0,
      published: true,
      image: '',
      texts: {
        en: { name: `Lotteries ${campaignId}`, description: 'Test lotteries' },
        ja: { name: `抽選 ${campaignId}`, description: 'テスト' },
      },
    });
    for (const [index, lottery] of lotteries.entries()) {
      const entryTo = lottery.entryTo ?? 24;
      const selection = lottery.selection ?? entryTo + 1;
      const resultFrom = lottery.resultFrom ?? selection + 1;
      await saveLottery(
        tx,
        {
          id: lottery.id,
          campaign_id: campaignId,
          sort_order: index,
          points_per_entry: lottery.pointsPerEntry ?? 10,
          entry_limit: lottery.entryLimit ?? 10,
          entry_from: at(now, lottery.entryFrom ?? -1),
          entry_to: at(now, entryTo),
          selection_at: at(now, selection),
          result_from: at(now, resultFrom),
          result_to: at(now, lottery.resultTo ?? resultFrom + 24 * 14),
          address_deadline: at(now, lottery.deadline ?? resultFrom + 24 * 7),
          image: '',
          texts: {
            en: { name: `Lottery ${lottery.id}`, description: 'Win something' },
            ja: { name: `抽選 ${lottery.id}`, description: '当たる' },
          },
          prizes: (lottery.prizes ?? [{}]).map((prize, position) => ({
            quantity: 1,
            delivery: 'shipped',
            game: null,
            game_item: null,
            image: '',
            texts: { en: { name: `Prize ${position}`, details: 'A prize' } },
            ...prize,
          })),
        },
        now,
      );
    }
  });
}
