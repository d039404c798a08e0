/**
 * The schemas of the content calls (home, news, topics, festivals, the landing), loaded on demand
 * (`import()`) apart from the others: the home page parses these and builds no other schema.
 * Like the package itself, this module is only ever loaded with `import()`.
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- loaded with import() only
export {
  AckEnvelope,
  CarouselResponse,
  ConnectAppResponse,
  FestivalListResponse,
  GameBannerResponse,
  LandingResponse,
  NoticeListResponse,
  NoticeResponse,
  PopupResponse,
  SpecialUserResponse,
  TopicListResponse,
  TopicResponse,
} from '@points/contracts';
