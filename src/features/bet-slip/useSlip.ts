// Hooks of the slip screens: the composed bet from live snapshots, the odds format, and the host element.
import { useRef, type RefObject } from 'react';
import { useSnapshot } from 'valtio/react';
import { composeSnapshot, type ComposedBet } from '../../state/betCompose';
import { betState } from '../../state/betState';
import { session } from '../../state/session';
import { slipSelections } from '../../state/slip';
import { getRuntime } from '../../runtime/runtime';
import { useStore } from '../../ui/useStore';

/** The bet the slip stands for, re-composed when selections, pre-bet info, stakes, settings or the user change. */
export function useComposedBet(): ComposedBet {
  const selections = useSnapshot(slipSelections());
  const state = useSnapshot(betState());
  const { settings, user } = useSnapshot(session());
  // The default coin (minimum stake, currency) comes from the user's balances, else the page's currency.
  const { currency } = useStore(getRuntime().config);
  const coin = user?.balances.find((b) => b.isDefault)?.coinCode ?? currency;
  return composeSnapshot(selections, state, settings.accept, coin);
}

/** The odds format in force (attribute, host or the user's setting). */
export function useOddsFormat() {
  return useStore(getRuntime().config).oddsFormat;
}

/** A ref for a node inside the element, and a getter of the custom element hosting it (events start there). */
export function useHost(): [RefObject<HTMLDivElement | null>, () => EventTarget | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const host = () => ((ref.current?.getRootNode() as ShadowRoot | undefined)?.host as EventTarget | undefined) ?? undefined;
  return [ref, host];
}
