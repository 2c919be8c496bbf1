// Type-level checks (run by the typecheck tier, never executed): each element's declared attributes
// (elements/<name>/props.ts) match its component's props, and a drift either way fails to compile (issue 31 item 7).
import type { ComponentType } from 'react';
import type { createSportElement } from '../../../elements/shared/createElement';
import type { PROPS as MATCH_LIST_PROPS } from '../../../elements/match-list/props';
import type { PROPS as MATCH_DETAIL_PROPS } from '../../../elements/match-detail/props';
import type { PROPS as GOAL_NOTIFY_PROPS } from '../../../elements/goal-notify/props';
import type { MatchListProps } from '../../../src/features/match-list/MatchList';
import type { MatchDetailProps } from '../../../src/features/match-detail/MatchDetail';
import type { ElementProps } from '../../../src/ui/Shell';

declare const create: typeof createSportElement;
declare const matchList: ComponentType<MatchListProps>;
declare const matchDetail: ComponentType<MatchDetailProps>;
declare const goalNotify: ComponentType<ElementProps & { position?: string; offset?: number }>;
declare const listProps: typeof MATCH_LIST_PROPS;
declare const detailProps: typeof MATCH_DETAIL_PROPS;
declare const notifyProps: typeof GOAL_NOTIFY_PROPS;

export function declaredPropsChecks(): void {
  // The declarations as they are compile.
  create('sport-match-list', matchList, listProps, '');
  create('sport-match-detail', matchDetail, detailProps, '');
  create('sport-goal-notify', goalNotify, notifyProps, '');

  // A component prop added without its attribute.
  const withExtraProp = matchList as ComponentType<MatchListProps & { season?: string }>;
  // @ts-expect-error: season has no declared attribute
  create('sport-match-list', withExtraProp, listProps, '');

  // An attribute declared that the component has no prop for.
  // @ts-expect-error: season is no prop of the component
  create('sport-match-list', matchList, { ...listProps, season: 'string' } as const, '');

  // An attribute parsed as another type than its prop takes (offset is a number).
  // @ts-expect-error: offset parses as a number
  create('sport-goal-notify', goalNotify, { position: 'string', offset: 'string' } as const, '');

  // A boolean prop declared as a string attribute.
  // @ts-expect-error: followStartSport is a boolean
  create('sport-match-detail', matchDetail, { ...detailProps, followStartSport: 'string' } as const, '');
}
