// A screen <sport-app> keeps alive (spec §2: match-result, sports, match-outright): mounted on its first visit and
// then only hidden, so its filters, loaded pages and inner scroll stay; the page's scroll is restored on return.
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** Shows `children` while active; keeps them mounted, unrendered and out of reach (inert) otherwise. */
export function Kept({ active, name, children }: { active: boolean; name: string; children: ReactNode }) {
  const scrollY = useRef(0);
  const wasActive = useRef(active);
  // Read while rendering the route change, before this commit hides the screen and the page gets shorter (a
  // scroll event would come a frame late, after the bettor may already have left).
  if (wasActive.current && !active) scrollY.current = window.scrollY;
  wasActive.current = active;
  useLayoutEffect(() => {
    // Back on the screen: the page returns to where the bettor left it.
    if (active && scrollY.current) window.scrollTo({ top: scrollY.current, behavior: 'instant' });
  }, [active]);
  return (
    <div className="app-kept" data-screen={name} data-active={active || undefined} inert={!active}>
      {children}
    </div>
  );
}
