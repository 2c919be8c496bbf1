// What every panel of the detail's info tabs receives: the match on screen and its sport.
import type { Snapshot } from 'valtio/vanilla';
import type { SportKey } from '../../domain/enums';
import type { Match } from '../../domain/types';

export interface PanelProps {
  match: Snapshot<Match>;
  sport: SportKey | undefined;
}
