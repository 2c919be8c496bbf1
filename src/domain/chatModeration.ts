// Chat moderation rules (spec §3 chatBanInfo and silenceConfigs, §4 "silence configs come from ban info if
// isPermission and ttlConfig", §6 "chat admin authority exists when silence configs are non-empty", ban time
// units min 1 / hour 2 / day 3).
import { BanTimeUnit } from './liveEnums';

export type BanTimeUnit = (typeof BanTimeUnit)[keyof typeof BanTimeUnit];

/** One ban duration an admin may choose: `ttl` units of `unit`. */
export interface SilenceConfig {
  ttl: number;
  unit: BanTimeUnit;
}

/** Ban info as the chat token answers it. */
export interface BanInfoForSilence {
  isPermission: boolean;
  ttlConfig?: unknown;
}

const UNIT_MS: Record<BanTimeUnit, number> = {
  [BanTimeUnit.Min]: 60_000,
  [BanTimeUnit.Hour]: 3_600_000,
  [BanTimeUnit.Day]: 86_400_000,
};

function isUnit(value: unknown): value is BanTimeUnit {
  return value === BanTimeUnit.Min || value === BanTimeUnit.Hour || value === BanTimeUnit.Day;
}

/** A ttlConfig entry as a SilenceConfig, or null when it is not a positive whole ttl with a known unit. */
function silenceConfig(entry: unknown): SilenceConfig | null {
  if (!entry || typeof entry !== 'object') return null;
  const { ttl, unit } = entry as { ttl?: unknown; unit?: unknown };
  const n = Number(ttl);
  const u = Number(unit);
  return Number.isInteger(n) && n > 0 && isUnit(u) ? { ttl: n, unit: u } : null;
}

/** The silence configs: the valid ttlConfig entries when the user has permission, otherwise none. */
export function silenceConfigs(banInfo: BanInfoForSilence): SilenceConfig[] {
  if (!banInfo.isPermission || !Array.isArray(banInfo.ttlConfig)) return [];
  return banInfo.ttlConfig.map(silenceConfig).filter((c): c is SilenceConfig => c !== null);
}

/** Chat admin authority: at least one silence config. */
export function isChatAdmin(configs: readonly SilenceConfig[]): boolean {
  return configs.length > 0;
}

/** How long a ban of this config lasts, in ms. */
export function banDurationMs(config: SilenceConfig): number {
  return config.ttl * UNIT_MS[config.unit];
}

/** A ban request's ttl and unit as a SilenceConfig, or null when invalid (the server refuses it). */
export function parseBanRequest(ttl: unknown, unit: unknown): SilenceConfig | null {
  return silenceConfig({ ttl, unit });
}
