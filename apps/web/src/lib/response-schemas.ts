/**
 * The schemas the site parses the API's answers with, loaded on demand (`import()`), never with
 * the first page. Only what the site uses is named here, so the bundle leaves out the rest of
 * `@points/contracts` (the console's schemas above all): a namespace import of the whole package
 * would keep every schema, and building them is work on the phone's main thread.
 * Like the package itself, this module is only ever loaded with `import()`.
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- loaded with import() only
export {
  AuthConfigResponse,
  CampaignClaimResponse,
  CampaignMeasureResponse,
  CampaignMeasuresResponse,
  CampaignPageResponse,
  ConfirmAddressResponse,
  ContactResponse,
  ContentPreviewResponse,
  CouponGetResponse,
  CouponHistoryResponse,
  CouponMeasureItemsResponse,
  CouponMeasuresResponse,
  CouponUseResponse,
  ExchangeResponse,
  FestivalResponse,
  GroupItemsResponse,
  ItemResponse,
  LoginHintResponse,
  LoginResponse,
  MarkNotificationsReadResponse,
  NotificationSettingsResponse,
  NotificationsResponse,
  LogoutResponse,
  LotteryCampaignResponse,
  LotteryCampaignsResponse,
  LotteryEntryResponse,
  LotteryItemResponse,
  PointExpiryResponse,
  PointHistoryResponse,
  PointResponse,
  PreRegistrationResponse,
  RegistrationResponse,
  RewardClaimResponse,
  RewardResponse,
  WinnerAddressResponse,
} from '@points/contracts';
