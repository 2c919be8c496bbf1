// A screen <sport-app> keeps alive (spec §2: match-result, sports, match-outright): mounted on its first visit and
// then only hidden, so its filters, loaded pages and inner scroll stay; the page's scroll is restored on return.
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** Frames the restore keeps trying (about a second). */
const RESTORE_FRAMES = 60;
/** What a bettor does to scroll on their own: the restore stops trying. */
const BETTOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

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
    const target = scrollY.current;
    if (!active || !target) return;
    window.scrollTo({ top: target, behavior: 'instant' });
    // A page not yet tall enough (the screen's rows lay out over the next frames, later on a busy phone) clamps the
    // scroll short of the place: try again each frame until it lands, for a second at most, unless the bettor moves.
    let frames = 0;
    let id = 0;
    const again = () => {
      if (Math.abs(window.scrollY - target) < 1 || (frames += 1) > RESTORE_FRAMES) return;
      window.scrollTo({ top: target, behavior: 'instant' });
      id = requestAnimationFrame(again);
    };
    id = requestAnimationFrame(again);
    const stop = () => cancelAnimationFrame(id);
    const input = { once: true, passive: true } as const;
    for (const type of BETTOR_MOVES) window.addEventListener(type, stop, input);
    return () => {
      stop();
      for (const type of BETTOR_MOVES) window.removeEventListener(type, stop);
    };
  }, [active]);
  return (
    <div className="app-kept" data-screen={name} data-active={active || undefined} inert={!active}>
      {children}
    </div>
  );
}
