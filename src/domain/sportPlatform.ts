// The sport platform (spec §2, §3): the route parameter `name` of the sport and detail routes names it, it is
// stored as sport-plat, and it says which game platform a login jumps into (spec §7 game jump).
import { GamePlatform } from './enums';

/** Sport platforms a route parameter `name` may name (spec §3 sport-plat: B or FB). */
export const SPORT_PLATFORMS = ['B', 'FB'] as const;
export type SportPlatform = (typeof SPORT_PLATFORMS)[number];

/** The sport platform a route's `name` parameter names; null for anything else (nothing is stored then). */
export function sportPlatformOf(name: string | null | undefined): SportPlatform | null {
  return (SPORT_PLATFORMS as readonly string[]).includes(name ?? '') ? (name as SportPlatform) : null;
}

/** The game id a login to the platform jumps into: FB sport 45 for FB, the ST sport 44 otherwise (spec §3). */
export function gameIdOf(platform: string | null | undefined): number {
  return platform === 'FB' ? GamePlatform.FbSport : GamePlatform.StSport;
}
