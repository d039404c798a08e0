import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CheckInData,
  ConsoleFestival,
  ConsoleFestivalSummary,
  FestivalPerson,
  normalizeTicketCode,
  type FestivalInput,
  type FestivalPeopleList,
} from '@points/contracts';
import { consoleDownload, consoleSend, saveVersioned } from '../../../lib/api';
import { usePageQuery, useRecordQuery } from '../../../lib/queries';

/** Festivals' query keys, under 'festivals' so a save refreshes them all. */
export const festivalKeys = {
  list: (filter: object) => ['festivals', 'list', filter] as const,
  festival: (id: string) => ['festivals', 'festival', id] as const,
  people: (id: string, list: FestivalPeopleList, page: number) =>
    ['festivals', 'people', id, list, page] as const,
};

export function useFestivals(filter: { q?: string | undefined; page: number }) {
  return usePageQuery(festivalKeys.list(filter), '/festivals', ConsoleFestivalSummary, filter);
}

export function useFestival(id: string | undefined) {
  return useRecordQuery(
    festivalKeys.festival(id ?? ''),
    `/festivals/${id}`,
    ConsoleFestival,
    Boolean(id),
  );
}

/** Saves a festival: creates it when `version` is null, else updates the version read. */
export function useSaveFestival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FestivalInput) => saveVersioned('/festivals', input, ConsoleFestival),
    onSuccess: (saved) => {
      queryClient.setQueryData(festivalKeys.festival(saved.festival.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['festivals', 'list'] });
    },
  });
}

/** Closes pre-registration now and draws the visitors. */
export function useDrawFestivalNow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleSend('POST', `/festivals/${id}/draw`, {}, ConsoleFestival),
    onSuccess: (drawn) => {
      queryClient.setQueryData(festivalKeys.festival(id), drawn);
      void queryClient.invalidateQueries({ queryKey: ['festivals', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['festivals', 'people', id] });
    },
  });
}

/** A page of one of the festival's lists of people (editors and admins). */
export function useFestivalPeople(id: string, list: FestivalPeopleList, page: number) {
  const path = `/festivals/${id}/people`;
  return usePageQuery(festivalKeys.people(id, list, page), path, FestivalPerson, { list, page });
}

/** Checks a ticket in by its code as typed or scanned. */
export function useCheckIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketCode: string) =>
      consoleSend(
        'POST',
        `/festivals/${id}/check-in`,
        { ticket_code: normalizeTicketCode(ticketCode) },
        CheckInData,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: festivalKeys.festival(id) });
      void queryClient.invalidateQueries({ queryKey: ['festivals', 'people', id] });
    },
  });
}

/** One of the festival's lists as a CSV file (admins; the export is audited). */
export const downloadFestivalList = (id: string, list: FestivalPeopleList) =>
  consoleDownload(`/festivals/${id}/export`, { list }, `festival-${id}-${list}.csv`);
