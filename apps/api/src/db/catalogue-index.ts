/** What a catalogue keeps of its rows: each by id, and each campaign's in their order. */
export interface CampaignIndex<T> {
  byId: Map<string, T>;
  byCampaign: Map<string, T[]>;
}

/** Indexes rows already in their order (by campaign, then their own order). */
export function indexByCampaign<T extends { id: string; campaignId: string }>(
  rows: readonly T[],
): CampaignIndex<T> {
  const byId = new Map<string, T>();
  const byCampaign = new Map<string, T[]>();
  for (const row of rows) {
    byId.set(row.id, row);
    const siblings = byCampaign.get(row.campaignId);
    if (siblings) siblings.push(row);
    else byCampaign.set(row.campaignId, [row]);
  }
  return { byId, byCampaign };
}

export const byIdOf = <T extends { id: string }>(rows: readonly T[]): Map<string, T> =>
  new Map(rows.map((row) => [row.id, row]));
