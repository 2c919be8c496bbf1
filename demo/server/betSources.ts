// The bet source an order was placed with (spec §3 "Bet sources", the client's thirdRemark): which orders the
// live-stream betting history lists (every source of the live module, not "myself"), and its betSource filter.
import { isLiveStreamSource, sourceOfRemark } from '../../src/domain/betSourceRules.ts';
import type { Body } from './input.ts';
import type { OrderRecord } from './records.ts';

/**
 * The live-stream history's filter: orders of a live-module source, and of the one source asked for when the
 * body names `betSource` (a number of src/domain/betSource.ts).
 */
export function liveStreamFilter(body: Body): (o: Pick<OrderRecord, 'thirdRemark'>) => boolean {
  const asked = Number(body.betSource);
  const only = body.betSource !== undefined && body.betSource !== '' && Number.isInteger(asked) ? asked : undefined;
  return (o) => {
    const source = sourceOfRemark(o.thirdRemark);
    return isLiveStreamSource(source) && (only === undefined || source === only);
  };
}
