'use client';
// The one client component: `import 'sport-widgets'` at the top of a 'use client' file (its server render imports
// the package in Node, where it does nothing), and a listener on each element once React has hydrated the page.
import 'sport-widgets';
import { useEffect } from 'react';

const EVENTS = ['sport-ready', 'sport-slip-change'] as const;

declare global {
  interface Window {
    hosts?: { heard: Record<string, string[]>; hydrated: boolean };
  }
}

export default function Widgets() {
  useEffect(() => {
    // What each element's own listener heard (tag → event names), and what document heard.
    const heard: Record<string, string[]> = { document: [] };
    const targets: [EventTarget, string[]][] = [[document, heard.document]];
    for (const el of document.querySelectorAll('sport-match-list, sport-bet-slip'))
      targets.push([el, (heard[el.localName] = [])]);
    const off: (() => void)[] = [];
    for (const [target, list] of targets)
      for (const name of EVENTS) {
        const listener = (e: Event) => {
          const count = (e as CustomEvent<{ count?: number } | undefined>).detail?.count;
          list.push(count === undefined ? name : `${name}:${count}`);
        };
        target.addEventListener(name, listener);
        off.push(() => target.removeEventListener(name, listener));
      }
    window.hosts = { heard, hydrated: true };
    return () => off.forEach((remove) => remove());
  }, []);
  return null;
}
