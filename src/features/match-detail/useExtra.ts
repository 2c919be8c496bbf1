// Loads one kind of score-service data while a panel shows it, refreshed on the detail's interval.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import type { SportKey } from '../../domain/enums';
import {
  detailDataState,
  openDetailExtra,
  scoreSportOf,
  type DetailExtras,
  type ExtraKind,
} from '../../state/matches/detailData';

/** The data of `kind` for the match and its slot status ('loading' until the first answer). */
export function useExtra<K extends ExtraKind>(matchId: string, kind: K, sport: SportKey | undefined, status: number) {
  const family = scoreSportOf(sport);
  useEffect(() => openDetailExtra(matchId, kind, family, status), [matchId, kind, family, status]);
  const data = useSnapshot(detailDataState()).byId[matchId];
  return { value: data?.[kind] as DetailExtras[K] | undefined, status: data?.slots[kind]?.status ?? 'loading' };
}
