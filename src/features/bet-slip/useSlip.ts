// Hooks of the slip screens: the odds format and the host element (the composed bet is useComposedBet.ts).
import { useRef, type RefObject } from 'react';
import { getRuntime } from '../../runtime/runtime';
import { useStore } from '../../ui/useStore';

/** The odds format in force (attribute, host or the user's setting). */
export function useOddsFormat() {
  return useStore(getRuntime().config).oddsFormat;
}

/** A ref for a node inside the element, and a getter of the custom element hosting it (events start there). */
export function useHost(): [RefObject<HTMLDivElement | null>, () => EventTarget | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const host = () =>
    ((ref.current?.getRootNode() as ShadowRoot | undefined)?.host as EventTarget | undefined) ?? undefined;
  return [ref, host];
}
