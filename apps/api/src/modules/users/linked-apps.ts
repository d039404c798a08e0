import type { DeliveryPlatform } from '../../integrations/game-platform/types';

/** Whether a player's linked app, on `appPlatform`, receives what is delivered for `variant` (an item's variant, a lottery prize). */
export function platformServes(variant: DeliveryPlatform, appPlatform: string): boolean {
  return variant === 'steam'
    ? appPlatform === 'steam'
    : appPlatform === 'ios' || appPlatform === 'android';
}
