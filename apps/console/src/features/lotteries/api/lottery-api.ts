import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ConsoleLottery,
  ConsoleLotteryCampaign,
  ConsoleLotterySummary,
  MarkShippedResponse,
  type LotteryCampaignInput,
  type LotteryInput,
} from '@points/contracts';
import { consoleDownload, consoleSend, saveVersioned } from '../../../lib/api';
import { usePageQuery, useRecordQuery } from '../../../lib/queries';

/** Lotteries' query keys, under 'lotteries' so a save refreshes them all. */
export const lotteryKeys = {
  list: (filter: object) => ['lotteries', 'list', filter] as const,
  campaigns: ['lotteries', 'campaigns'] as const,
  lottery: (id: string) => ['lotteries', 'lottery', id] as const,
};

export function useLotteries(filter: { q?: string | undefined; page: number }) {
  return usePageQuery(lotteryKeys.list(filter), '/lotteries', ConsoleLotterySummary, filter);
}

export function useLotteryCampaigns() {
  return useRecordQuery(
    lotteryKeys.campaigns,
    '/lottery-campaigns',
    z.array(ConsoleLotteryCampaign),
  );
}

export function useLottery(id: string | undefined) {
  return useRecordQuery(
    lotteryKeys.lottery(id ?? ''),
    `/lotteries/${id}`,
    ConsoleLottery,
    Boolean(id),
  );
}

/** Saves a lottery: creates it when `version` is null, else updates the version read. */
export function useSaveLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LotteryInput) => saveVersioned('/lotteries', input, ConsoleLottery),
    onSuccess: (saved) => {
      queryClient.setQueryData(lotteryKeys.lottery(saved.lottery.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['lotteries', 'list'] });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.campaigns });
    },
  });
}

/** Saves a lottery campaign (create when `version` is null). */
export function useSaveLotteryCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LotteryCampaignInput) =>
      saveVersioned('/lottery-campaigns', input, ConsoleLotteryCampaign),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.campaigns }),
  });
}

/** Marks a winner's prize shipped. */
export function useMarkShipped(lotteryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: number) =>
      consoleSend(
        'POST',
        `/lotteries/${lotteryId}/shipped`,
        { slot },
        MarkShippedResponse.shape.data,
      ),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.lottery(lotteryId) }),
  });
}

/** The shipping list of a lottery as a CSV file (admins; the export is audited). */
export const downloadShipping = (lotteryId: string) =>
  consoleDownload(`/lotteries/${lotteryId}/shipping.csv`, {}, `shipping-${lotteryId}.csv`);
