// Listens for the spec's `sport-start-sport` event (or its alias `start-sport`) (channel 44, game 44, matchId, matchSource, hostId) on the
// document while `enabled`: a match card in a live room asks the detail to open its match.
import { useEffect, useState } from 'react';
import { GamePlatform } from '../../domain/enums';
import type { SportEventMap } from '../../runtime/events';
import { onSportEvent } from '../../runtime/onSportEvent';

export type StartSport = SportEventMap['sport-start-sport'];

/** True for a start-sport payload of the ST sport platform (channel and game 44) naming a match. */
export function isStartSport(detail: unknown): detail is StartSport {
  const d = detail as Partial<StartSport> | null;
  return (
    !!d &&
    d.channel === GamePlatform.StSport &&
    d.game === GamePlatform.StSport &&
    typeof d.matchId === 'string' &&
    d.matchId !== ''
  );
}

/** The latest start-sport event's payload (a new object per event, so the same match can be reopened). */
export function useStartSport(enabled: boolean): StartSport | null {
  const [latest, setLatest] = useState<StartSport | null>(null);
  useEffect(() => {
    if (!enabled) return;
    return onSportEvent(document, 'sport-start-sport', (detail) => {
      if (isStartSport(detail)) setLatest({ ...detail });
    });
  }, [enabled]);
  return latest;
}
