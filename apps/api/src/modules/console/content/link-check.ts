import type { LinkTargetKind, LinkWarning } from '@points/contracts';
import {
  contentLinks,
  linkTarget,
  type LinkedContent,
} from '../../published-content/content-links';
import { reasonKey } from '../../published-content/content-store';
import type { ConsoleDeps } from '../console-deps';

/** What a link leads to, as players would find it now: fine, missing, or ended (and when). */
type Finding = null | { problem: 'missing' } | { problem: 'ended'; at: Date };

const missing: Finding = { problem: 'missing' };

/** Ended at `end` when that has passed; fine otherwise (no end, or still ahead). */
const endedBy = (end: Date | null | undefined, now: Date): Finding =>
  end && end.getTime() <= now.getTime() ? { problem: 'ended', at: end } : null;

/** The last of the times (each thing of a group ended: the group ended at the last one). */
const latest = (times: Date[]) => new Date(Math.max(...times.map((time) => time.getTime())));

/** A content as the check reads it: its links, and whether anyone sees it any more. */
export type CheckedRow = LinkedContent & {
  status: 'draft' | 'published' | 'unpublished';
  /** As stored, or as the console's detail has it (ISO text). */
  public_end_date: Date | string | null;
};

export type LinkCheck = (content: CheckedRow) => LinkWarning[];

/**
 * The check of content links against what players can open now, with every catalogue read
 * once (each is a node's in-memory snapshot): an item whose exchange period is over, a coupon
 * campaign whose coupons have all expired, an earning campaign that is a draft or over, a
 * lottery or a lottery campaign whose results are no longer shown, a festival past its reward
 * period, a notice or topic withdrawn or over, or any of them that does not exist. Content no
 * player sees any more (withdrawn, or past its own window) has nothing to warn about.
 */
export async function createLinkCheck(
  deps: Pick<
    ConsoleDeps,
    'catalogue' | 'coupons' | 'campaigns' | 'lotteries' | 'festivals' | 'content'
  >,
  now: Date,
): Promise<LinkCheck> {
  const [catalogue, coupons, campaigns, lotteries, festivals, content] = await Promise.all([
    deps.catalogue.get(),
    deps.coupons.current(),
    deps.campaigns.current(),
    deps.lotteries.current(),
    deps.festivals.current(),
    deps.content.current(),
  ]);

  const resolvers: Record<LinkTargetKind, (id: string) => Finding> = {
    item: (id) => {
      const item = catalogue.byId.get(id);
      return item ? endedBy(item.validTo, now) : missing;
    },
    coupon_campaign: (id) => {
      if (!coupons.campaignsById.has(id)) return missing;
      const list = coupons.couponsByCampaign.get(id) ?? [];
      return list.length ? endedBy(latest(list.map((coupon) => coupon.validTo)), now) : null;
    },
    campaign: (id) => {
      const campaign = campaigns.byId.get(id);
      return campaign?.published ? endedBy(campaign.endsAt, now) : missing;
    },
    campaign_page: (id) => (campaigns.pages.has(id.toLowerCase()) ? null : missing),
    lottery_campaign: (id) => {
      if (!lotteries.campaignsById.has(id)) return missing;
      const list = lotteries.lotteriesByCampaign.get(id) ?? [];
      return list.length ? endedBy(latest(list.map((lottery) => lottery.resultTo)), now) : null;
    },
    lottery: (id) => {
      const lottery = lotteries.lotteriesById.get(id);
      return lottery ? endedBy(lottery.resultTo, now) : missing;
    },
    festival: (id) => {
      const festival = festivals.festivalsById.get(id);
      return festival ? endedBy(festival.rewardUntil, now) : missing;
    },
    notice: (id) => {
      const entry = content.byReason.get(reasonKey('notice', id));
      return entry ? endedBy(entry.end, now) : missing;
    },
    topic: (id) => {
      const entry = content.byReason.get(reasonKey('topic', id));
      return entry ? endedBy(entry.end, now) : missing;
    },
  };

  return (row) => {
    const end = row.public_end_date === null ? null : new Date(row.public_end_date);
    if (row.status === 'unpublished' || endedBy(end, now)) return [];
    const warnings: LinkWarning[] = [];
    for (const { href, fields } of contentLinks(row)) {
      const target = linkTarget(href);
      if (!target) continue;
      const finding = resolvers[target.kind](target.id);
      if (!finding) continue;
      warnings.push({
        href,
        fields,
        target,
        problem: finding.problem,
        ended_at: finding.problem === 'ended' ? finding.at.toISOString() : null,
      });
    }
    return warnings;
  };
}
