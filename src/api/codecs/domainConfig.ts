// Domain configuration: a list of (type, domain) entries grouped into type -> domains.
import * as v from 'valibot';
import type { DomainConfig } from '../../domain/types';
import { decodeList } from './common';

export const entrySchema = v.object({ type: v.string(), domain: v.string() });

/** Groups entries by type, keeping server order; malformed entries are dropped. Never throws. */
export function decodeDomainConfig(raw: unknown): DomainConfig {
  const config: DomainConfig = {};
  for (const entry of decodeList(entrySchema, raw, 'domain list')) {
    // Own-property check: a type named like an Object.prototype key must not hit the prototype.
    if (!Object.hasOwn(config, entry.type)) config[entry.type] = [];
    config[entry.type].push(entry.domain);
  }
  return config;
}

/** Decodes a stored DomainConfig map (string lists per type); null when it is not one. */
export const storedDomainConfigSchema = v.record(v.string(), v.array(v.string()));
