import type { ShippingInfo } from '@points/contracts';

/** The shipping fields, in the order a parcel label reads them. */
export const SHIPPING_FIELDS = [
  'family_name',
  'given_name',
  'postal_code',
  'region',
  'city',
  'street',
  'building',
  'phone',
] as const satisfies ReadonlyArray<keyof ShippingInfo>;

/** The fields a parcel cannot go without (building and room may be empty). */
const REQUIRED = SHIPPING_FIELDS.filter((field) => field !== 'building');

/** Whether a parcel can go to this shipping information: every required field filled in. */
export const isComplete = (shipping: ShippingInfo | null): shipping is ShippingInfo =>
  shipping !== null && REQUIRED.every((field) => shipping[field].trim() !== '');
