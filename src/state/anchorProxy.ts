// The anchor-proxy switch (spec §4, §7, §8): read when a live element shows and at every login or logout,
// then every 60 s while a user is logged in; any failure reads as off (0). An anonymous visitor sees the
// anchor-proxy cover only while it is on.
import { proxy } from 'valtio/vanilla';
import { PROXY_POLL_MS } from '../domain/constants';
import { getRuntime } from '../runtime/runtime';
import { api } from './services';

/** The page's switch (one proxy shared by every element). */
export function anchorProxy(): { enabled: boolean } {
  return getRuntime().singleton('state:anchor-proxy', () => proxy({ enabled: false }));
}

async function readSwitch(): Promise<void> {
  anchorProxy().enabled = await api().proxySwitch().catch(() => false);
}

interface Watch {
  refs: number;
  stop: () => void;
}

/** Follows the switch while any live element shows; returns the release (idempotent). */
export function watchAnchorProxy(): () => void {
  const runtime = getRuntime();
  const watch = runtime.singleton<Watch>('anchor-proxy-watch', () => ({ refs: 0, stop: () => {} }));
  watch.refs += 1;
  if (watch.refs === 1) {
    let stopPoll = () => {};
    const unlisten = runtime.token.subscribe((token) => {
      stopPoll();
      void readSwitch();
      stopPoll = token ? runtime.lifecycle.every(PROXY_POLL_MS, () => void readSwitch()) : () => {};
    });
    watch.stop = () => {
      unlisten();
      stopPoll();
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    watch.refs -= 1;
    if (watch.refs === 0) watch.stop();
  };
}
