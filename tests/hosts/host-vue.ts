// A Vue 3 host's view of the published typings (checked by tests/hosts/package.mjs after install): the tags are
// global components whose props are the attributes and whose listeners get typed sport-* events.
import type {} from 'sport-widgets/vue';
import type { GlobalComponents } from 'vue';

type Props<T extends keyof GlobalComponents> = InstanceType<GlobalComponents[T]>['$props'];

export const detail: Props<'sport-match-detail'> = {
  'match-id': '10010000001',
  onSportBetPlaced: (event) => console.log(event.detail.orderIds.join(','), event.detail.kind),
};
export const history: Props<'sport-bet-history'> = { tab: 'settled', theme: 'auto' };
// @ts-expect-error: not a tab of <sport-bet-history>
export const wrong: Props<'sport-bet-history'> = { tab: 'nope' };
