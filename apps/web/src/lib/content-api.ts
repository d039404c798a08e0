import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CarouselItem,
  ConnectAppData,
  GameBanner,
  LandingData,
  Language,
  Notice,
  Pagination,
  Popup,
  SpecialUserData,
  Topic,
} from '@points/contracts';
import { CONTENT_ID_PATTERN } from '@points/contracts/constants';
import { apiRequest } from './api-client';
import { articleRequest, carouselRequest, noticesRequest, topicsRequest } from './content-requests';
import { queryKeys } from './query-keys';
import { useSession } from './use-session';

const contracts = () => import('./content-schemas');

/** An endpoint's schema, loading beside the call rather than before it. */
const schema = <K extends keyof Awaited<ReturnType<typeof contracts>>>(name: K) =>
  contracts().then((module) => module[name]);

/**
 * Who reads: a signed-in player is targeted by their account's country (the API knows it), a
 * visitor by none. Cached answers are kept apart per viewer, so a sign-out never shows a player's
 * read marks or country's content to the visitor after them.
 */
export function useViewer(): { signedIn: boolean; country: string | undefined; key: string } {
  const { signedIn, user } = useSession();
  const country = signedIn ? user?.country.toLowerCase() : undefined;
  return { signedIn, country, key: signedIn ? `player:${country}` : 'visitor' };
}

/** A content id a URL may carry; anything else is not asked for (the page says not found). */
const isContentId = (id: string) => CONTENT_ID_PATTERN.test(id);

/** What every content detail query shares: this page tells a missing id, never the error page. */
const DETAIL_QUERY = {
  staleTime: 60_000,
  meta: { handlesErrors: true },
  retry: false,
} as const;

/** What every content list query shares: pages change without the list emptying meanwhile. */
const LIST_QUERY = { staleTime: 30_000, placeholderData: keepPreviousData } as const;

export function noticesQuery(
  page: number,
  perPage: number,
  language: Language,
  viewer: ReturnType<typeof useViewer>,
) {
  return queryOptions({
    ...LIST_QUERY,
    queryKey: queryKeys.notices(page, perPage, language, viewer.key),
    queryFn: async (): Promise<{ notices: Notice[]; pagination: Pagination }> => {
      const request = noticesRequest(page, perPage, language, viewer.country);
      const answer = await apiRequest(request.path, {
        query: request.query,
        schema: schema('NoticeListResponse'),
      });
      return { notices: answer.data.notices_list, pagination: answer.pagination };
    },
  });
}

/** `GET /notice`: a page of news. */
export function useNotices(page: number, perPage: number, language: Language) {
  return useQuery(noticesQuery(page, perPage, language, useViewer()));
}

/** `GET /notice/{id}`: one notice; opening it signed in marks it read (the lists learn it). */
export function useNotice(id: string, language: Language) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useQuery({
    ...DETAIL_QUERY,
    queryKey: queryKeys.notice(id, language, viewer.key),
    queryFn: async (): Promise<Notice> => {
      const request = articleRequest('notice', id, language, viewer.country);
      const answer = await apiRequest(request.path, {
        query: request.query,
        schema: schema('NoticeResponse'),
      });
      if (viewer.signedIn) {
        void queryClient.invalidateQueries({ queryKey: [...queryKeys.content, 'notices'] });
      }
      return answer.data.notice;
    },
    enabled: isContentId(id),
  });
}

/** `GET /new`: a page of topics. */
export function useTopics(page: number, perPage: number, language: Language) {
  const viewer = useViewer();
  return useQuery({
    ...LIST_QUERY,
    queryKey: queryKeys.topics(page, perPage, language, viewer.key),
    queryFn: async (): Promise<{ topics: Topic[]; pagination: Pagination }> => {
      const request = topicsRequest(page, perPage, language, viewer.country);
      const answer = await apiRequest(request.path, {
        query: request.query,
        schema: schema('TopicListResponse'),
      });
      return { topics: answer.data.news_list, pagination: answer.pagination };
    },
  });
}

/** `GET /new/{id}`: one topic. */
export function useTopic(id: string, language: Language) {
  const viewer = useViewer();
  return useQuery({
    ...DETAIL_QUERY,
    queryKey: queryKeys.topic(id, language, viewer.key),
    queryFn: async (): Promise<Topic> => {
      const request = articleRequest('new', id, language, viewer.country);
      const answer = await apiRequest(request.path, {
        query: request.query,
        schema: schema('TopicResponse'),
      });
      return answer.data.news;
    },
    enabled: isContentId(id),
  });
}

/** `GET /carousel`: the home carousel's banners. */
export function useCarousel(language: Language) {
  const viewer = useViewer();
  return useQuery({
    queryKey: queryKeys.carousel(language, viewer.country ?? ''),
    queryFn: async (): Promise<CarouselItem[]> => {
      return (
        await apiRequest(carouselRequest(language, viewer.country).path, {
          query: carouselRequest(language, viewer.country).query,
          schema: schema('CarouselResponse'),
        })
      ).data.carousel;
    },
    staleTime: 60_000,
  });
}

/** `GET /group-banner`: the game banner meant for the signed-in player (none for visitors). */
export function useGameBanner(language: Language, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: queryKeys.gameBanner(language, viewer.key),
    queryFn: async (): Promise<GameBanner | null> => {
      const item = (await apiRequest('/group-banner', { schema: schema('GameBannerResponse') }))
        .data.group_item;
      return 'banner_languages' in item ? (item as GameBanner) : null;
    },
    enabled: enabled && viewer.signedIn,
    staleTime: 5 * 60_000,
    // The banner is decoration: a failure shows none, never the error page.
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `GET /popup`: the popup this player has not seen yet, or null. */
export function usePopup(language: Language) {
  const viewer = useViewer();
  return useQuery({
    queryKey: queryKeys.popup(language, viewer.key),
    queryFn: async (): Promise<Popup | null> => {
      return (
        await apiRequest('/popup', {
          query: { lang: language, target_country: viewer.country },
          schema: schema('PopupResponse'),
        })
      ).data.popup;
    },
    enabled: viewer.signedIn,
    // Asked again each time the home page opens, not while the player is reading it.
    staleTime: 0,
    refetchOnWindowFocus: false,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `POST /popup`: the popup was seen; the next one (if any) shows on the next visit. */
export function useMarkPopupSeen() {
  const viewer = useViewer();
  return useMutation({
    mutationFn: async (reasonId: string) => {
      await apiRequest('/popup', {
        method: 'POST',
        body: { reason_id: reasonId, target_country: viewer.country },
        schema: schema('AckEnvelope'),
      });
    },
    meta: { handlesErrors: true },
  });
}

export interface StorePromotionFacts {
  special: SpecialUserData;
  apps: ConnectAppData;
}

/** `POST /check-special-user` and `GET /get-connect-app`: what the store promotion needs. */
export function useStorePromotionFacts(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: queryKeys.storePromotion(viewer.key),
    queryFn: async (): Promise<StorePromotionFacts> => {
      const [special, apps] = await Promise.all([
        apiRequest('/check-special-user', {
          method: 'POST',
          schema: schema('SpecialUserResponse'),
        }),
        apiRequest('/get-connect-app', {
          query: { target_country: viewer.country, page: 1 },
          schema: schema('ConnectAppResponse'),
        }),
      ]);
      return { special: special.data, apps: apps.data };
    },
    enabled: enabled && viewer.signedIn,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `GET /landing`: whether the games store serves the viewer. */
export function useLanding() {
  const viewer = useViewer();
  return useQuery({
    queryKey: queryKeys.landing(viewer.key),
    queryFn: async (): Promise<LandingData> => {
      return (
        await apiRequest('/landing', {
          query: { target_country: viewer.country },
          schema: schema('LandingResponse'),
        })
      ).data;
    },
    staleTime: 5 * 60_000,
  });
}
