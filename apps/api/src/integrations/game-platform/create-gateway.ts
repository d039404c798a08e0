import type { Config } from '../../config';
import { createHttpGateway } from './http-gateway';
import type { PlatformLog } from './platform-failure';
import { createGameSimulator } from './simulator';
import type { GamePlatformGateway } from './types';

/** The real platform when GAME_PLATFORM_URL is set, the in-process simulator otherwise. */
export function createGateway(
  config: Pick<Config, 'gamePlatform'>,
  options: { log?: PlatformLog } = {},
): GamePlatformGateway {
  const { url, simulator } = config.gamePlatform;
  return url ? createHttpGateway(url, options) : createGameSimulator(simulator);
}
