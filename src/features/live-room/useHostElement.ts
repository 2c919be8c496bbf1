// The custom element hosting a React tree (events go out from it, so they carry the right target).
import { useCallback, useRef, type RefObject } from 'react';

/** A ref for any node inside the shadow root, and a getter of the shadow root's host element. */
export function useHostElement(): [RefObject<HTMLDivElement | null>, () => HTMLElement | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const host = useCallback(
    () => (ref.current?.getRootNode() as ShadowRoot | undefined)?.host as HTMLElement | undefined,
    [],
  );
  return [ref, host];
}
