// A screen <sport-app> keeps alive (spec §2: match-result, sports, match-outright): mounted on its first visit and
// then only hidden, so its filters, loaded pages and inner scroll stay; the page's scroll is restored on return.
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** Shows `children` while active; keeps them mounted, unrendered and out of reach (inert) otherwise. */
export function Kept({ active, name, children }: { active: boolean; name: string; children: ReactNode }) {
  const scrollY = useRef(0);
  useLayoutEffect(() => {
    if (!active) return;
    // Back on the screen: the page returns to where the bettor left it, then follows their scrolling again.
    if (scrollY.current) window.scrollTo({ top: scrollY.current, behavior: 'instant' });
    const record = () => (scrollY.current = window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [active]);
  return (
    <div className="app-kept" data-screen={name} data-active={active || undefined} inert={!active}>
      {children}
    </div>
  );
}
